import { DEFAULT_ONRAMP_OPTIONS } from '../../config/onrampDefaults';
import { fetchOnrampOptions } from '../../services/onramp/onrampCalls';
import { $activeNetwork } from '../../stores/network';
import { $onramp, $purchase, type OnrampOptions } from '../../stores/onramp';
import { pushView } from '../../stores/router';
import { blockchainContext } from '../../stores/serviceContexts';
import { readBuyProviders } from './readBuyProviders';
import { requoteBuy } from './requoteBuy';

/** The first token this network sells, and the first currency and method, as the form's start. */
function firstChoices(options: OnrampOptions, chainId: string) {
  const purchase = options.purchaseCurrencies.find((currency) => currency.networks.some((network) => network.chainId === chainId)) ?? options.purchaseCurrencies[0];
  const payment = options.paymentCurrencies[0];
  return { purchaseCurrency: purchase?.id ?? '', paymentCurrency: payment?.id ?? 'USD', paymentMethod: payment?.limits[0]?.id ?? 'card' };
}

/**
 * Opens Buy (OnRampProviders) on this network: the options (the built-in defaults when the
 * call fails, spec §8) and the providers are read; the form starts at 100 of the first
 * payment currency, and both providers are asked for a quote.
 */
export async function openBuy(): Promise<void> {
  const chainId = String($activeNetwork.get().id);
  $purchase.set({ status: 'idle' });
  $onramp.set({
    options: DEFAULT_ONRAMP_OPTIONS,
    fallback: false,
    providers: { status: 'loading', list: [] },
    ...firstChoices(DEFAULT_ONRAMP_OPTIONS, chainId),
    amount: '100',
    quotes: {},
  });
  pushView('OnRampProviders');
  const [options] = await Promise.all([fetchOnrampOptions(blockchainContext()).catch(() => undefined), readBuyProviders()]);
  const state = $onramp.get();
  if (!state) return;
  $onramp.set({
    ...state,
    options: options ?? DEFAULT_ONRAMP_OPTIONS,
    fallback: !options,
    ...firstChoices(options ?? DEFAULT_ONRAMP_OPTIONS, chainId),
  });
  requoteBuy();
}
