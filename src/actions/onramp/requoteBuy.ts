import { latestQuestion } from '../../utils/latestQuestion';
import { HttpStatusError } from '../../errors/httpErrors';
import { fetchOnrampQuote } from '../../services/onramp/onrampCalls';
import { fetchTokenPrice } from '../../services/convert/convertCalls';
import { $activeNetwork } from '../../stores/network';
import { $onramp, type OnrampState, type ProviderQuote } from '../../stores/onramp';
import { blockchainContext } from '../../stores/serviceContexts';
import { NATIVE_TOKEN_ADDRESS } from '../../utils/nativeToken';
import { buyLimitProblem } from './buyLimitProblem';
import { fixedText } from '../../i18n/LocalText';

/** How long typing must pause before the providers are asked. */
export const BUY_QUOTE_DEBOUNCE_MS = 300;

const quoting = latestQuestion(BUY_QUOTE_DEBOUNCE_MS);

/** The USD price of the token to buy on this network, for estimates; undefined without one (or outside USD). */
async function estimatePrice(state: OnrampState): Promise<number | undefined> {
  if (state.paymentCurrency !== 'USD') return undefined;
  const network = $activeNetwork.get();
  const currency = state.options.purchaseCurrencies.find((candidate) => candidate.id === state.purchaseCurrency);
  const onChain = currency?.networks.find((candidate) => candidate.chainId === String(network.id));
  const address = `${network.caipNetworkId}:${onChain?.contractAddress || NATIVE_TOKEN_ADDRESS}`;
  return fetchTokenPrice(blockchainContext(), address).catch(() => undefined);
}

/** An estimate from the token's price and the provider's fee, rounded to 6 places without trailing zeros. */
const estimateOf = (amount: string, feeRate: number, price: number | undefined): string | undefined =>
  price ? String(Number(((Number(amount) * (1 - feeRate)) / price).toFixed(6))) : undefined;

/**
 * Asks every provider for a quote of the order as it stands, after a pause in typing; only
 * the latest answers count. A quote that fails falls back (spec §8) to an estimate, which the
 * view shows as one, never as a price.
 */
export function requoteBuy(): void {
  const isLatest = quoting.begin();
  const state = $onramp.get();
  if (!state || state.providers.status !== 'ready') return;
  if (buyLimitProblem(state)) return $onramp.set({ ...state, quotes: {} });
  $onramp.set({ ...state, quotes: Object.fromEntries(state.providers.list.map((provider) => [provider.id, { status: 'loading' } as ProviderQuote])) });
  quoting.afterPause(() => {
    const network = $activeNetwork.get();
    // Read once, and only if a provider's quote fails.
    let price: Promise<number | undefined> | undefined;
    for (const provider of state.providers.list) {
      void fetchOnrampQuote(blockchainContext(), {
        purchaseCurrency: state.purchaseCurrency,
        paymentCurrency: state.paymentCurrency,
        paymentMethod: state.paymentMethod,
        amount: Number(state.amount).toFixed(2),
        network: network.caipNetworkId,
        provider: provider.id,
      })
        .then(
          (quote): Promise<ProviderQuote> | ProviderQuote => ({ status: 'ready', quote }),
          async (error: unknown): Promise<ProviderQuote> =>
            error instanceof HttpStatusError && error.status === 400 && error.serverMessage
              ? { status: 'refused', message: fixedText(error.serverMessage) }
              : { status: 'estimate', purchaseAmount: estimateOf(state.amount, provider.feeRate, await (price ??= estimatePrice(state))) },
        )
        .then((answer) => {
          const now = $onramp.get();
          if (isLatest() && now) $onramp.set({ ...now, quotes: { ...now.quotes, [provider.id]: answer } });
        });
    }
  });
}
