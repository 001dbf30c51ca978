import { $onramp } from '../../stores/onramp';
import { popView } from '../../stores/router';
import { requoteBuy } from './requoteBuy';

function patch(change: Partial<NonNullable<ReturnType<typeof $onramp.get>>>): void {
  const state = $onramp.get();
  if (!state) return;
  $onramp.set({ ...state, ...change });
  requoteBuy();
}

/** The amount to pay, as typed; the providers are asked again. */
export function typeBuyAmount(amount: string): void {
  patch({ amount });
}

/** The token to buy (OnRampTokenSelect). */
export function selectPurchaseCurrency(id: string): void {
  patch({ purchaseCurrency: id });
  popView();
}

/** The currency and the way to pay (OnRampFiatSelect). */
export function selectPaymentCurrency(currency: string, method: string): void {
  patch({ paymentCurrency: currency, paymentMethod: method });
  popView();
}
