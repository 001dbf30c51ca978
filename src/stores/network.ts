import { atom, computed } from 'nanostores';
import type { ChainNamespace } from '../config/chainNamespaces';
import type { Network } from '../config/Network';
import { builtInNetwork } from '../connectors/namespaceConnectors';
import { $config } from './config';

/** The CAIP-2 id of the active network as chosen in this page's life (by visitor or wallet). */
export const $activeCaipNetworkId = atom<string | undefined>(undefined);

/**
 * The connected network the visitor left for a namespace with no connection yet (Networks, then
 * SwitchActiveChain): leaving Connect without connecting there goes back to it.
 */
export const $switchedFromCaipNetworkId = atom<string | undefined>(undefined);

/** The network chosen in an earlier visit; used only while it is among the configured ones. */
export const $storedCaipNetworkId = atom<string | undefined>(undefined);

/** A network the wallet moved to that the page did not configure; it has no RPC of ours. */
function unknownNetwork(caipNetworkId: string): Network {
  const [namespace, reference = ''] = caipNetworkId.split(':');
  const numeric = Number(reference);
  const known = builtInNetwork(caipNetworkId);
  return {
    id: Number.isSafeInteger(numeric) ? numeric : reference,
    chainNamespace: namespace as ChainNamespace,
    caipNetworkId,
    name: known?.name ?? 'Unknown Network',
    nativeCurrency: { name: 'Unknown', symbol: '', decimals: 18 },
    rpcUrls: { default: { http: [] } },
  };
}

export const $activeNetwork = computed([$config, $activeCaipNetworkId, $storedCaipNetworkId], (config, id, stored): Network => {
  const find = (caipNetworkId: string | undefined) =>
    config.networks.find((network) => network.caipNetworkId === caipNetworkId);
  if (id) return find(id) ?? unknownNetwork(id);
  return find(stored) ?? config.defaultNetwork;
});

export const $activeNamespace = computed($activeNetwork, (network) => network.chainNamespace);

/** Whether the active network is one the page requested. */
export const $isActiveNetworkSupported = computed([$config, $activeNetwork], (config, active) =>
  config.networks.some((network) => network.caipNetworkId === active.caipNetworkId),
);

export interface NetworkSnapshot {
  caipNetworkId: string;
  chainId: number | string;
  name: string;
  namespace: ChainNamespace;
}

/** The host-facing view of the active network (contract `$network`). */
export const $network = computed($activeNetwork, (network): NetworkSnapshot => ({
  caipNetworkId: network.caipNetworkId,
  chainId: network.id,
  name: network.name,
  namespace: network.chainNamespace,
}));
