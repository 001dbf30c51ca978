import { getAddress } from 'viem';
import type { Network } from '../../config/Network';
import { SwapNetworkNotSupportedError } from '../../errors/transactionErrors';
import { $config } from '../../stores/config';
import { DEFAULT_SWAP_ROUTERS } from '../../config/defaultSwapRouters';

/**
 * The router swaps on `network` go to and approvals let spend (config `swapRouters`, else the
 * hosted service's), with its
 * checksum case as the preview shows it; none: no swaps there.
 */
export function swapRouterOf(network: Network): `0x${string}` {
  const router = $config.get().swapRouters[network.caipNetworkId] ?? DEFAULT_SWAP_ROUTERS[network.caipNetworkId];
  if (!router) throw new SwapNetworkNotSupportedError(network.caipNetworkId);
  return getAddress(router);
}
