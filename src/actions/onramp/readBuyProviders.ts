import { fetchOnrampProviders } from '../../services/onramp/onrampCalls';
import { $onramp } from '../../stores/onramp';
import { blockchainContext } from '../../stores/serviceContexts';

/** Reads the providers into Buy's state: their list, or that they could not be loaded. */
export async function readBuyProviders(): Promise<void> {
  const providers = await fetchOnrampProviders(blockchainContext()).catch(() => undefined);
  const state = $onramp.get();
  if (!state) return;
  $onramp.set({ ...state, providers: providers ? { status: 'ready', list: providers } : { status: 'failed', list: [] } });
}
