import { isSwapNetwork } from '../../config/isSwapNetwork';
import { isNativeToken } from '../../utils/nativeToken';
import { fetchGasPrice, fetchSwapTokens } from '../../services/convert/convertCalls';
import { $activeNetwork } from '../../stores/network';
import { blockchainContext } from '../../stores/serviceContexts';
import { $swap, initialSwap } from '../../stores/swap';
import { priceSwapToken } from './priceSwapToken';

/**
 * Reads the network's swappable tokens into a fresh form, the native coin as the first token to
 * pay with (its price read after; the others' when they are picked, priceSwapToken); called by openSwap and by Try again after a failure. Outside
 * the spec §9 swap networks the form is marked unsupported and the service is not called.
 */
export async function loadSwapTokens(): Promise<void> {
  const network = $activeNetwork.get();
  if (!isSwapNetwork(network)) {
    $swap.set({ ...initialSwap, tokens: { status: 'unsupported', list: [] } });
    return;
  }
  $swap.set({ ...initialSwap, tokens: { status: 'loading', list: [] } });
  try {
    const context = blockchainContext();
    const tokens = await fetchSwapTokens(context, network.caipNetworkId);
    const gasPrice = await fetchGasPrice(context, network).catch(() => undefined);
    if ($activeNetwork.get() !== network) return;
    const native = tokens.find((token) => isNativeToken(token.address));
    $swap.set({ ...$swap.get(), tokens: { status: 'ready', list: tokens }, gasPrice, from: native });
    if (native) void priceSwapToken(native);
  } catch {
    // A failure for a network left meanwhile says nothing of the form now.
    if ($activeNetwork.get() === network) $swap.set({ ...$swap.get(), tokens: { status: 'failed', list: [] } });
  }
}
