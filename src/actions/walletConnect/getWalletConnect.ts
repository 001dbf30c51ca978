import { loadWalletConnectClient, type WalletConnectClient } from '../../connectors/walletConnect/loadWalletConnectClient';
import { $config } from '../../stores/config';
import { followRelay } from './followRelay';

/**
 * The page's WalletConnect client (its SDK chunk loads on the first call), set up with the
 * relay, verify service, project and metadata the page configured by then, and followed for
 * relay loss.
 */
export async function getWalletConnect(): Promise<WalletConnectClient> {
  const { projectId, relayUrl, verifyUrl, metadata } = $config.get();
  const client = await loadWalletConnectClient({
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
  followRelay(client);
  return client;
}
