import { PayError } from '../../errors/payErrors';
import type { LocalText } from '../../i18n/LocalText';
import { $payment, setPayPhase, type PaymentState, type PayRequest } from '../../stores/payment';
import { $paying } from '../../stores/paying';
import type { PayResult } from './PayOptions';

/** The payment `pay()` waits on: its request and how its promise settles. */
interface Running {
  request: PayRequest;
  resolve(result: PayResult): void;
  reject(error: PayError): void;
  /** Called once it settles (stops what follows the modal and the connection). */
  cleanup(): void;
}

let running: Running | undefined;
/** The hashes of the payments confirmed on this page: none is taken as another payment. */
const settled = new Set<string>();

/** Whether a payment runs (one at a time). */
export const isPaying = (): boolean => $paying.get();

/** Starts following a payment; `pay()`'s promise settles through settlePayment / failPayment. */
export function startRunning(next: Running): void {
  running = next;
  $paying.set(true);
}

/** The running payment's state, when `request` (or any, without it) is still the one running. */
export function runningPayment(request?: PayRequest): PaymentState | undefined {
  const state = $payment.get();
  if (!running || !state || state.request !== running.request) return undefined;
  return request === undefined || request === running.request ? state : undefined;
}

/** Whether a transaction (lowercase hash) already confirmed a payment. */
export const wasSettled = (hash: string): boolean => settled.has(hash);

function end(): Running | undefined {
  const ended = running;
  running = undefined;
  $paying.set(false);
  ended?.cleanup();
  return ended;
}

/** The payment is confirmed: PayLoading says so and `pay()` resolves. */
export function settlePayment(request: PayRequest, result: PayResult): void {
  const state = runningPayment(request);
  if (!state) return;
  settled.add(result.hash);
  setPayPhase(state, { status: 'paid', hash: result.hash });
  end()?.resolve(result);
}

/** The payment ended without being confirmed: the views say `message`, `pay()` rejects with `error`. */
export function failPayment(request: PayRequest, error: PayError, message: LocalText): void {
  const state = runningPayment(request);
  if (!state) return;
  setPayPhase(state, { status: 'failed', message });
  end()?.reject(error);
}

/**
 * The visitor closed the modal: the payment is cancelled while it is still being chosen or the
 * wallet to pay from is being connected. Once it is under way (the wallet asked, the exchange's
 * window open, a transaction named) it is followed on with the modal closed, and settles as it ends.
 */
export function cancelPayment(): void {
  const state = runningPayment();
  if (!state || (state.phase.status !== 'choosing' && state.phase.status !== 'connecting')) return;
  end()?.reject(new PayError('PAYMENT_CANCELLED', 'The visitor closed the modal before the payment was confirmed'));
}
