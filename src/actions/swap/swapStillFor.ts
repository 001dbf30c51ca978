import { getAccount } from '../../stores/account';
import { $activeNetwork } from '../../stores/network';
import { $swap, type SwapQuote } from '../../stores/swap';

/**
 * Whether the swap form is still what a review, a prepared swap or an approval was made for: the
 * same quote shown, on the same network, for the account connected there.
 */
export function swapStillFor({ caipNetworkId, address, quote }: { caipNetworkId: string; address: string; quote: SwapQuote }): boolean {
  const network = $activeNetwork.get();
  return network.caipNetworkId === caipNetworkId && getAccount(network.chainNamespace).address === address && $swap.get().quote === quote;
}
