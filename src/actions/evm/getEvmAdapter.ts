import { registerChainAdapter } from '../../connectors/chainAdapters';
import type { EvmAdapter } from '../../connectors/eip155/EvmAdapter';
import { loadEvmAdapter } from '../../connectors/eip155/loadEvmAdapter';
import { $config } from '../../stores/config';
import { onEvmWalletChange } from './onEvmWalletChange';

const wired = new WeakSet<EvmAdapter>();

/**
 * The EVM adapter for the configured networks (its chunk loads on first call), registered
 * as the eip155 chain adapter and followed for changes the wallet makes on its own.
 */
export async function getEvmAdapter(): Promise<EvmAdapter> {
  const { networks, serviceTimeoutMs, projectId, relayUrl, metadata } = $config.get();
  const adapter = await loadEvmAdapter(networks, serviceTimeoutMs, {
    projectId,
    relayUrl,
    metadata: {
      name: metadata.name,
      description: metadata.description ?? '',
      url: metadata.url ?? (typeof location === 'undefined' ? '' : location.origin),
      icons: [...(metadata.icons ?? [])],
    },
  });
  if (!wired.has(adapter)) {
    wired.add(adapter);
    registerChainAdapter('eip155', adapter);
    adapter.onWalletChange(onEvmWalletChange);
  }
  return adapter;
}
