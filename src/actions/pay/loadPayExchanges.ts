import { fetchPayExchanges } from '../../services/pay/exchangeCalls';
import { $payment } from '../../stores/payment';
import { blockchainContext } from '../../stores/serviceContexts';
import { amountSurvivesFloat } from './amountSurvivesFloat';
import { runningPayment } from './currentPayment';

/**
 * Loads the exchanges that can pay the running payment into Pay, in place (loading, then the
 * list or a failure to try again). None is offered for an amount the exchange service would
 * round (it reads amounts as 64-bit floats): Pay says why.
 */
export async function loadPayExchanges(): Promise<void> {
  const state = runningPayment();
  if (!state) return;
  const { request } = state;
  if (!amountSurvivesFloat(request.amount)) {
    $payment.set({ ...state, exchanges: { status: 'rounded' } });
    return;
  }
  $payment.set({ ...state, exchanges: { status: 'loading' } });
  const exchanges = await fetchPayExchanges(blockchainContext(), { asset: request.caip19, amount: request.amount }).then(
    (list) => ({ status: 'ready', list }) as const,
    () => ({ status: 'failed' }) as const,
  );
  const now = runningPayment(request);
  if (now) $payment.set({ ...now, exchanges });
}
