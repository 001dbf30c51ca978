import type { ChainNamespace } from '../../config/chainNamespaces';
import type { Network } from '../../config/Network';
import { $config } from '../../stores/config';
import { $activeNetwork, $isActiveNetworkSupported } from '../../stores/network';

/** The network to connect a namespace's wallet on: the active network when it is a requested one of that namespace, else its first. */
export function targetNetwork(namespace: ChainNamespace): Network | undefined {
  const active = $activeNetwork.get();
  if (active.chainNamespace === namespace && $isActiveNetworkSupported.get()) return active;
  return $config.get().networks.find((network) => network.chainNamespace === namespace);
}
