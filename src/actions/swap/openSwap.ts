import { isSwapNetwork } from '../../config/isSwapNetwork';
import { isNativeToken } from '../../utils/nativeToken';
import { fetchGasPrice, fetchSwapTokens, fetchTokenPrices } from '../../services/convert/convertCalls';
import { $activeNetwork } from '../../stores/network';
import { pushView } from '../../stores/router';
import { blockchainContext } from '../../stores/serviceContexts';
import { $swap, $swapProgress, initialSwap } from '../../stores/swap';

/**
 * Opens Swap on a fresh form: the network's tokens and their prices are read, the native coin
 * is the first token to pay with. Outside the spec §9 swap networks the view says 'Network
 * not supported for Swaps' and the service is not called.
 */
export async function openSwap(): Promise<void> {
  const network = $activeNetwork.get();
  $swapProgress.set({ status: 'idle' });
  pushView('Swap');
  if (!isSwapNetwork(network)) {
    $swap.set({ ...initialSwap, tokens: { status: 'unsupported', list: [] } });
    return;
  }
  $swap.set({ ...initialSwap, tokens: { status: 'loading', list: [] } });
  try {
    const context = blockchainContext();
    const tokens = await fetchSwapTokens(context, network.caipNetworkId);
    const [prices, gasPrice] = await Promise.all([
      fetchTokenPrices(context, tokens.map((token) => token.address)).catch(() => new Map<string, number>()),
      fetchGasPrice(context, network).catch(() => undefined),
    ]);
    if ($activeNetwork.get() !== network) return;
    const native = tokens.find((token) => isNativeToken(token.address));
    $swap.set({ ...$swap.get(), tokens: { status: 'ready', list: tokens }, prices: Object.fromEntries(prices), gasPrice, from: native });
  } catch {
    $swap.set({ ...$swap.get(), tokens: { status: 'failed', list: [] } });
  }
}
