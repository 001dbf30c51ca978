import type { ChainNamespace } from '../../config/chainNamespaces';
import type { SiwxWalletInfo } from '../../services/siwx/sessionService';
import { getConnectedSocialProvider } from '../../services/storage/socialLogin';
import { getAccount } from '../../stores/account';
import { $embeddedUser } from '../../stores/embeddedUser';
import { getWalletConnect } from '../walletConnect/getWalletConnect';

/**
 * How AppKit describes the signing wallet to the sign-in service: `walletInfo` (a browser
 * extension, a WalletConnect wallet, or the embedded wallet's login: social provider, 'email'
 * when none, and the visitor's email or username) and `clientId` (the WalletConnect client's
 * id when the wallet is connected through it, else null).
 */
export async function signInWallet(namespace: ChainNamespace): Promise<{ walletInfo: SiwxWalletInfo | undefined; clientId: string | null }> {
  const connector = getAccount(namespace).connector;
  if (!connector) return { walletInfo: undefined, clientId: null };
  if (connector.type === 'AUTH') {
    const user = $embeddedUser.get();
    const identifier = user?.email ?? user?.userName;
    const walletInfo: SiwxWalletInfo = identifier
      ? { type: 'social', social: getConnectedSocialProvider() ?? 'email', identifier }
      : { type: 'unknown', name: connector.name, icon: undefined };
    return { walletInfo, clientId: null };
  }
  if (connector.type === 'WALLET_CONNECT') {
    const clientId = await getWalletConnect()
      .then((client) => client.signClient.core.crypto.getClientId())
      .catch(() => null);
    return { walletInfo: { type: 'walletconnect', name: connector.name, icon: undefined }, clientId };
  }
  return { walletInfo: { type: connector.type === 'ANNOUNCED' ? 'extension' : 'unknown', name: connector.name, icon: undefined }, clientId: null };
}
