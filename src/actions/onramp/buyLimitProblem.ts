import type { OnrampState } from '../../stores/onramp';
import { toNumberOrZero } from '../../utils/toNumberOrZero';

/** What is wrong with the amount for the chosen currency and method (spec §9 limits), or undefined. */
export function buyLimitProblem(state: OnrampState): { min: number; max: number } | undefined {
  const currency = state.options.paymentCurrencies.find((candidate) => candidate.id === state.paymentCurrency);
  const limit = currency?.limits.find((candidate) => candidate.id === state.paymentMethod);
  if (!limit) return undefined;
  const amount = toNumberOrZero(state.amount);
  return amount < limit.min || amount > limit.max ? limit : undefined;
}
