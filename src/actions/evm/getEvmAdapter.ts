import { registerChainAdapter } from '../../connectors/chainAdapters';
import type { EvmAdapter } from '../../connectors/eip155/EvmAdapter';
import { $config } from '../../stores/config';
import { onEvmWalletChange } from './onEvmWalletChange';

type Loader = typeof import('../../connectors/eip155/loadEvmAdapter');

let loader: Loader | undefined;

/** Gives the adapter the configuration of now; it takes it at once (no await). */
function configureAdapter({ loadEvmAdapter }: Loader): EvmAdapter {
  const { networks, serviceTimeoutMs, projectId, relayUrl, verifyUrl, metadata } = $config.get();
  return loadEvmAdapter(networks, serviceTimeoutMs, {
    projectId,
    relayUrl,
    verifyUrl,
    metadata: {
      name: metadata.name,
      description: metadata.description ?? '',
      url: metadata.url ?? (typeof location === 'undefined' ? '' : location.origin),
      icons: [...(metadata.icons ?? [])],
    },
  });
}

/**
 * The page's EVM adapter (its chunk, with @wagmi/core and viem, loads on first call),
 * registered as the eip155 chain adapter and followed for changes the wallet makes on its
 * own. Once loaded it follows the configuration: the same adapter takes each new one at once,
 * keeping the live connection.
 */
export async function getEvmAdapter(): Promise<EvmAdapter> {
  if (!loader) {
    const loaded = await import('../../connectors/eip155/loadEvmAdapter');
    if (!loader) {
      loader = loaded;
      const adapter = configureAdapter(loaded);
      registerChainAdapter('eip155', adapter);
      adapter.onWalletChange(onEvmWalletChange);
      $config.listen(() => {
        try {
          configureAdapter(loaded);
        } catch {
          // A configuration wagmi cannot take: the adapter keeps the one before.
        }
      });
    }
  }
  return configureAdapter(loader);
}
