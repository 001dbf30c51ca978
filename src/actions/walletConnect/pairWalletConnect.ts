import type { ChainNamespace } from '../../config/chainNamespaces';
import { WALLET_CONNECT_ID } from '../../connectors/walletConnect/walletConnectId';
import { dispatchConnection } from '../../stores/dispatchConnection';
import { $pairing, idlePairing } from '../../stores/walletConnectPairing';
import { failPairing } from './failPairing';
import { proposalNamespaces } from './proposalNamespaces';
import type { WalletConnectChoice } from './viaWalletConnect';

/**
 * Starts a WalletConnect pairing, the one way in: the view waits, and the account reads
 * 'connecting', from the call on; the pairing itself (startWalletConnect) is a chunk, loaded on
 * the first one (preloadConnecting asks for it as the modal opens), and starts once it has
 * arrived unless the visitor left meanwhile. A chunk that does not load fails the pairing as any
 * failure does, with Try again.
 */
export function pairWalletConnect(choice?: WalletConnectChoice): void {
  const namespaces = Object.keys(proposalNamespaces()) as ChainNamespace[];
  $pairing.set({ ...idlePairing, status: 'waiting', choice });
  try {
    for (const namespace of namespaces) dispatchConnection(namespace, { type: 'connect', connectorUid: WALLET_CONNECT_ID });
  } catch (thrown) {
    return failPairing(namespaces, choice, thrown);
  }
  import('./startWalletConnect').then(
    ({ startWalletConnect }) => startWalletConnect(choice),
    (thrown: unknown) => failPairing(namespaces, choice, thrown),
  );
}
