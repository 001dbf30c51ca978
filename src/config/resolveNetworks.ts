import { builtInNetwork } from '../connectors/namespaceConnectors';
import { isChainNamespace } from './chainNamespaces';
import { DEFAULT_CHAIN_NAMESPACE } from './defaults';
import type { Network } from './Network';
import type { NetworkInput, WalletModalOptions } from './WalletModalOptions';

export interface ResolveNetworksResult {
  networks: Network[];
  /** Entries that named no built-in network or were malformed; the caller reports them. */
  rejected: string[];
}

/** The JSON-RPC gateway of the blockchain data service for one network. */
export function gatewayRpcUrl(apiUrl: string, caipNetworkId: string, projectId: string): string {
  const base = apiUrl.replace(/\/+$/, '');
  const query = new URLSearchParams({ chainId: caipNetworkId, projectId });
  return `${base}/v1/?${query.toString()}`;
}

function splitList(value: WalletModalOptions['networks']): (string | NetworkInput)[] {
  if (value === undefined) return [];
  if (typeof value === 'string') {
    return value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
  }
  return [...value];
}

function fromObject(input: NetworkInput): Network | undefined {
  const namespace = input.chainNamespace ?? DEFAULT_CHAIN_NAMESPACE;
  if (!isChainNamespace(namespace) || !input.name || input.id === undefined) return undefined;
  if (!input.rpcUrls?.default?.http?.length) return undefined;
  return { ...input, chainNamespace: namespace, caipNetworkId: input.caipNetworkId ?? `${namespace}:${input.id}` };
}

/**
 * Turns the configured network list into full networks. Built-in networks get the RPC
 * gateway of `apiUrl`; networks given as objects keep their own RPC URLs.
 */
export function resolveNetworks(
  value: WalletModalOptions['networks'],
  { apiUrl, projectId }: { apiUrl: string; projectId: string },
): ResolveNetworksResult {
  const networks: Network[] = [];
  const rejected: string[] = [];
  for (const entry of splitList(value)) {
    let network: Network | undefined;
    if (typeof entry === 'string') {
      const builtIn = builtInNetwork(entry);
      if (builtIn) {
        const { blockTimeMs: _blockTime, ...known } = builtIn;
        network = { ...known, rpcUrls: { default: { http: [gatewayRpcUrl(apiUrl, known.caipNetworkId, projectId)] } } };
      }
    } else if (entry && typeof entry === 'object') {
      network = fromObject(entry);
    }
    if (!network) {
      rejected.push(typeof entry === 'string' ? entry : String(entry?.name ?? entry?.id));
    } else if (!networks.some((known) => known.caipNetworkId === network.caipNetworkId)) {
      networks.push(network);
    }
  }
  return { networks, rejected };
}
