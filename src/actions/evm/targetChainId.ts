import { $config } from '../../stores/config';
import { $activeNetwork, $isActiveNetworkSupported } from '../../stores/network';

/** The chain to connect an EVM wallet on: the active network when it is a requested EVM one, else the first EVM network. */
export function targetChainId(): number | undefined {
  const active = $activeNetwork.get();
  if (active.chainNamespace === 'eip155' && $isActiveNetworkSupported.get()) return Number(active.id);
  const first = $config.get().networks.find((network) => network.chainNamespace === 'eip155');
  return first ? Number(first.id) : undefined;
}
