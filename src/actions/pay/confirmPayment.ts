import { PayError } from '../../errors/payErrors';
import { payTexts } from '../../i18n/payTexts';
import { readMinedTransaction } from '../../services/pay/chainReads';
import { $config } from '../../stores/config';
import { setPayPhase, type PayExchange, type PayRequest } from '../../stores/payment';
import { sleep } from '../../utils/sleep';
import { refreshAfterTransaction } from '../send/refreshAfterTransaction';
import { failPayment, paymentFromBlock, runningPayment, settlePayment, wasSettled } from './currentPayment';
import { paymentMismatch } from './paymentMismatch';

/** How often the network is asked for the transaction, and how long a payment's transaction may take to be mined. */
export const PAY_CONFIRM_POLL_MS = 1_000;
export const PAY_CONFIRM_WAIT_MS = 5 * 60_000;

/**
 * Follows the transaction named as the payment (the wallet's, sent by `source.sender`, or the
 * one `source.exchange` names) on the payment's network until it is mined, then checks it is
 * the payment asked (paymentMismatch: mined after `pay()` was called, from the connected
 * account when the wallet paid) and that no earlier payment was confirmed by it: only then
 * does `pay()` resolve. A transaction that failed, or that pays anything else, rejects; so
 * does one not mined within 5 minutes.
 */
export async function confirmPayment(request: PayRequest, hash: string, source: { sender: string } | { exchange: PayExchange }): Promise<void> {
  const state = runningPayment(request);
  const fromBlock = paymentFromBlock(request);
  if (!state || fromBlock === undefined) return;
  const exchange = 'exchange' in source ? source.exchange : undefined;
  const sender = 'sender' in source ? source.sender.toLowerCase() : undefined;
  setPayPhase(state, { status: 'confirming', hash, exchange });
  const rpcUrl = request.network.rpcUrls.default.http[0] ?? '';
  const deadline = Date.now() + PAY_CONFIRM_WAIT_MS;
  const timeoutMs = $config.get().serviceTimeoutMs;
  while (runningPayment(request)) {
    const mined = /^0x[0-9a-fA-F]{64}$/.test(hash) ? await readMinedTransaction(rpcUrl, hash, timeoutMs).catch(() => undefined) : undefined;
    if (mined) {
      refreshAfterTransaction();
      const mismatch = wasSettled(hash.toLowerCase()) ? 'it already confirmed an earlier payment' : paymentMismatch(request, mined, { fromBlock, sender });
      if (mismatch === 'the transaction failed on chain') {
        return failPayment(request, new PayError('PAYMENT_FAILED', `The payment's transaction ${hash} failed on chain`), () => payTexts.payChainFailed);
      }
      if (mismatch) {
        return failPayment(request, new PayError('PAYMENT_MISMATCH', `Transaction ${hash} is not the payment asked for: ${mismatch}`), () => payTexts.payMismatch);
      }
      return settlePayment(request, { hash: hash.toLowerCase(), network: request.network.caipNetworkId, from: exchange ? 'exchange' : 'wallet', ...(exchange ? { exchangeId: exchange.id } : {}) });
    }
    if (Date.now() > deadline) {
      return failPayment(request, new PayError('PAYMENT_TIMEOUT', `Transaction ${hash} was not mined within ${PAY_CONFIRM_WAIT_MS / 60_000} minutes`), () => payTexts.payTimeout);
    }
    await sleep(PAY_CONFIRM_POLL_MS);
  }
}
