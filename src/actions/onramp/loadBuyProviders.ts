import { $onramp } from '../../stores/onramp';
import { readBuyProviders } from './readBuyProviders';
import { requoteBuy } from './requoteBuy';

/**
 * Reads the providers again after they could not be loaded (Try again on Buy), keeping the
 * form as the visitor left it, then asks each for a quote.
 */
export async function loadBuyProviders(): Promise<void> {
  const state = $onramp.get();
  if (!state || state.providers.status === 'loading') return;
  $onramp.set({ ...state, providers: { status: 'loading', list: [] }, quotes: {} });
  await readBuyProviders();
  if ($onramp.get()) requoteBuy();
}
