import { namespaceConnectors } from '../connectors/namespaceConnectors';
import type { Network } from './Network';

type BuiltIn = Omit<Network, 'rpcUrls' | 'caipNetworkId'> & { caipNetworkId?: string };

/**
 * Networks a host can name by CAIP-2 id: every registered namespace's (its connector's
 * `networks`). Their RPC URL is filled in at configuration time with the JSON-RPC gateway of
 * `api-url`, so no network is ever called on a public node.
 */
export const BUILT_IN_NETWORKS: readonly BuiltIn[] = namespaceConnectors().flatMap((connector) =>
  connector.networks.map(({ blockTimeMs: _blockTime, ...network }): BuiltIn => network),
);
