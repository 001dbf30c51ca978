import { pollingIntervalOf } from '../../config/transactionTiming';
import { PayError } from '../../errors/payErrors';
import { payTexts } from '../../i18n/payTexts';
import { readMinedTransaction, readReceipt, type MinedReceipt } from '../../services/pay/chainReads';
import { $config } from '../../stores/config';
import { setPayPhase, type PayExchange, type PayRequest } from '../../stores/payment';
import { sleep } from '../../utils/sleep';
import { refreshAfterTransaction } from '../send/refreshAfterTransaction';
import { failPayment, runningPayment, settlePayment, wasSettled } from './currentPayment';
import { paymentMismatch } from './paymentMismatch';

/** How long a payment's transaction may take to be mined. */
export const PAY_CONFIRM_WAIT_MS = 5 * 60_000;

/**
 * Follows the transaction named as the payment (the wallet's, sent by `source.sender`, or the
 * one `source.exchange` names) on the payment's network until it is mined (its receipt asked at
 * the network's polling interval, the transaction read once, when mined), then checks it is the
 * payment asked (paymentMismatch: mined after `pay()` was called, from the connected account
 * when the wallet paid) and that no earlier payment was confirmed by it: only then does `pay()`
 * resolve. A name that is no transaction hash, a transaction that failed, or one that pays
 * anything else, rejects at once; one not mined within 5 minutes rejects then.
 */
export async function confirmPayment(request: PayRequest, hash: string, source: { sender: string } | { exchange: PayExchange }): Promise<void> {
  const state = runningPayment(request);
  if (!state) return;
  const exchange = 'exchange' in source ? source.exchange : undefined;
  if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) {
    return failPayment(request, new PayError('PAYMENT_MISMATCH', `${exchange?.name ?? 'The wallet'} names "${hash.slice(0, 80)}", which is no transaction hash`), () => payTexts.payMismatch);
  }
  const { fromBlock } = state;
  const sender = 'sender' in source ? source.sender.toLowerCase() : undefined;
  setPayPhase(state, { status: 'confirming', hash, exchange });
  const rpcUrl = request.network.rpcUrls.default.http[0] ?? '';
  const deadline = Date.now() + PAY_CONFIRM_WAIT_MS;
  const timeoutMs = $config.get().serviceTimeoutMs;
  let receipt: MinedReceipt | undefined;
  while (runningPayment(request)) {
    // A read the network did not answer is asked again next round.
    receipt ??= await readReceipt(rpcUrl, hash, timeoutMs).catch(() => undefined);
    const mined = receipt && (await readMinedTransaction(rpcUrl, hash, receipt, timeoutMs).catch(() => undefined));
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
    await sleep(pollingIntervalOf(request.network));
  }
}
