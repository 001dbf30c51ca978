import { isSwapNetwork } from '../../config/isSwapNetwork';
import { isNativeToken } from '../../utils/nativeToken';
import { fetchGasPrice, fetchSwapTokens, fetchTokenPrices } from '../../services/convert/convertCalls';
import { $activeNetwork } from '../../stores/network';
import { blockchainContext } from '../../stores/serviceContexts';
import { $swap, initialSwap } from '../../stores/swap';

/**
 * Reads the network's swappable tokens and their prices into a fresh form, the native coin as
 * the first token to pay with; called by openSwap and by Try again after a failure. Outside
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
