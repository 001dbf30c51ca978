import { $onramp, type BuyChoice, type OnrampState } from '../../stores/onramp';
import { popView } from '../../stores/router';
import { requoteBuy } from './requoteBuy';

/** Changes the form, noting the visitor's pick (`choice`) so a late options answer keeps it; the providers are asked again. */
function patch(change: Partial<OnrampState>, choice?: BuyChoice): void {
  const state = $onramp.get();
  if (!state) return;
  const chosen = !choice || state.chosen.includes(choice) ? state.chosen : [...state.chosen, choice];
  $onramp.set({ ...state, ...change, chosen });
  requoteBuy();
}

/** The amount to pay, as typed; the providers are asked again. */
export function typeBuyAmount(amount: string): void {
  patch({ amount });
}

/** The token to buy (OnRampTokenSelect). */
export function selectPurchaseCurrency(id: string): void {
  patch({ purchaseCurrency: id }, 'purchaseCurrency');
  popView();
}

/** The currency and the way to pay (OnRampFiatSelect). */
export function selectPaymentCurrency(currency: string, method: string): void {
  patch({ paymentCurrency: currency, paymentMethod: method }, 'payment');
  popView();
}
