import type { OnrampOptions, OnrampState } from '../../stores/onramp';

/**
 * Buy's form with these options (the service's, or the built-in defaults): what the visitor
 * picked stays when the options offer it, and only the rest starts at the first token sold on
 * this network and the first currency and way to pay. The amount is the visitor's and is kept;
 * its limits are read from the options for the way to pay that stays (buyLimitProblem).
 */
export function withBuyOptions(state: OnrampState, options: OnrampOptions, chainId: string): OnrampState {
  // The token chosen stays only where it is sold on this network (the order may be moving to another).
  const sold = options.purchaseCurrencies.filter((currency) => currency.networks.some((network) => network.chainId === chainId));
  const keepToken = state.chosen.includes('purchaseCurrency') && sold.some((currency) => currency.id === state.purchaseCurrency);
  const keepPayment =
    state.chosen.includes('payment') &&
    options.paymentCurrencies.some((currency) => currency.id === state.paymentCurrency && currency.limits.some((limit) => limit.id === state.paymentMethod));
  const token = sold[0] ?? options.purchaseCurrencies[0];
  const payment = options.paymentCurrencies[0];
  return {
    ...state,
    chainId,
    options,
    purchaseCurrency: keepToken ? state.purchaseCurrency : (token?.id ?? ''),
    paymentCurrency: keepPayment ? state.paymentCurrency : (payment?.id ?? 'USD'),
    paymentMethod: keepPayment ? state.paymentMethod : (payment?.limits[0]?.id ?? 'card'),
  };
}
