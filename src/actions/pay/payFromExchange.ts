import { PayError } from '../../errors/payErrors';
import { payTexts } from '../../i18n/payTexts';
import { fetchExchangeBuyStatus, fetchExchangePayUrl } from '../../services/pay/exchangeCalls';
import { setPayPhase, type PayExchange } from '../../stores/payment';
import { pushView } from '../../stores/router';
import { blockchainContext } from '../../stores/serviceContexts';
import { sleep } from '../../utils/sleep';
import { openPendingWindow } from '../openPendingWindow';
import { amountSurvivesFloat } from './amountSurvivesFloat';
import { checkExchangePage } from './checkExchangePage';
import { confirmPayment } from './confirmPayment';
import { failPayment, runningPayment } from './currentPayment';

/** How often the exchange is asked about the payment, and for how long. */
export const EXCHANGE_POLL_MS = 2_000;
export const EXCHANGE_WAIT_MS = 15 * 60_000;

/**
 * "Pay from {exchange}": its window opens in the visitor's click itself (openPendingWindow), cut
 * from this page (no opener), then goes to the exchange's page for this payment once the data
 * service gave it and it is a safe web page (checkExchangePage). PayLoading asks the exchange's
 * status every 2 s (for up to 15 minutes) until it names the transaction, which is then followed
 * and checked on chain (confirmPayment), or says the payment failed.
 */
export async function payFromExchange(exchange: PayExchange): Promise<void> {
  const state = runningPayment();
  if (!state || !['choosing', 'connecting'].includes(state.phase.status)) return;
  const { request } = state;
  // The exchange service reads the amount as a float: never send one it would round.
  if (!amountSurvivesFloat(request.amount)) return;
  const popup = openPendingWindow('wallet-modal-pay', 'width=480,height=760');
  if (popup) popup.opener = null;
  setPayPhase(state, { status: 'opening', exchange });
  pushView('PayLoading');
  const context = blockchainContext();
  let session: { url: string; sessionId: string };
  try {
    session = await fetchExchangePayUrl(context, {
      exchangeId: exchange.id,
      asset: request.caip19,
      amount: request.amount,
      recipient: `${request.network.caipNetworkId}:${request.recipient}`,
    });
  } catch (error) {
    popup?.close();
    return failPayment(request, new PayError('PAYMENT_FAILED', `${exchange.name} could not start the payment`, { cause: error }), () => payTexts.payServiceFailed);
  }
  const page = checkExchangePage(session.url);
  const opening = runningPayment(request);
  if (!page || !opening) {
    popup?.close();
    if (!page) {
      failPayment(request, new PayError('EXCHANGE_PAGE_REFUSED', `${exchange.name}'s page is not a safe web page, so it was not opened`, { details: session.url.slice(0, 200) }), () =>
        payTexts.payPageRefused({ name: exchange.name }),
      );
    }
    return;
  }
  if (popup && !popup.closed) popup.location.href = page.href;
  setPayPhase(opening, { status: 'waiting', exchange, url: page.href, blocked: !popup || popup.closed });
  const deadline = Date.now() + EXCHANGE_WAIT_MS;
  while (runningPayment(request)) {
    await sleep(EXCHANGE_POLL_MS);
    if (!runningPayment(request)) return;
    const answer = await fetchExchangeBuyStatus(context, { exchangeId: exchange.id, sessionId: session.sessionId }).catch(() => undefined);
    if (answer?.status === 'FAILED') {
      return failPayment(request, new PayError('PAYMENT_FAILED', `${exchange.name} says the payment failed`), () => payTexts.payExchangeFailed({ name: exchange.name }));
    }
    if (answer?.status === 'SUCCESS' && answer.txHash) {
      return confirmPayment(request, answer.txHash, { exchange });
    }
    if (Date.now() > deadline) {
      return failPayment(request, new PayError('PAYMENT_TIMEOUT', `${exchange.name} did not confirm the payment within ${EXCHANGE_WAIT_MS / 60_000} minutes`), () => payTexts.payTimeout);
    }
  }
}
