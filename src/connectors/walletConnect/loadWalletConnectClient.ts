import type { WalletConnectClient } from './createWalletConnectClient';
import type { WalletConnectSettings } from './WalletConnectSettings';

export type { WalletConnectClient };

/**
 * The page's WalletConnect client. The SDK is a chunk of its own, loaded on the first call
 * (a visitor who connects a browser wallet never loads it); set up once, with the settings
 * of that first call.
 */
export async function loadWalletConnectClient(settings: WalletConnectSettings): Promise<WalletConnectClient> {
  const { getWalletConnectClient } = await import('./createWalletConnectClient');
  return getWalletConnectClient(settings);
}
