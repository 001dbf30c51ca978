import type { ChainNamespace } from '../config/chainNamespaces';
import type { Network } from '../config/Network';

/** What the stores ask of a chain namespace's connector layer. */
export interface ChainAdapter {
  /** Asks the wallet to move to the network; rejects when the visitor declines. */
  switchNetwork(network: Network): Promise<void>;
  disconnect(): Promise<void>;
}

const adapters = new Map<ChainNamespace, ChainAdapter>();

export function registerChainAdapter(namespace: ChainNamespace, adapter: ChainAdapter): () => void {
  adapters.set(namespace, adapter);
  return () => {
    if (adapters.get(namespace) === adapter) adapters.delete(namespace);
  };
}

export function getChainAdapter(namespace: ChainNamespace): ChainAdapter | undefined {
  return adapters.get(namespace);
}
