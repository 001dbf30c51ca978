import type { ChainNamespace } from '../../config/chainNamespaces';
import { namespaceConnector } from '../../connectors/namespaceConnectors';
import { EMBEDDED_ID } from '../../connectors/embedded/embeddedId';
import { WALLET_CONNECT_ID } from '../../connectors/walletConnect/walletConnectId';
import { getWalletId, getWalletName } from '../../services/storage';
import { dispatchConnection, getConnectionState } from '../../stores/connection';
import { $activeNamespace } from '../../stores/network';
import { forgetConnection } from '../forgetConnection';
import { applyWalletConnectSession } from '../walletConnect/applyWalletConnectSession';
import { getWalletConnect } from '../walletConnect/getWalletConnect';
import { viaWalletConnect } from '../walletConnect/viaWalletConnect';
import { applyConnection } from './applyConnection';
import { loadAdapter } from './loadAdapter';
import { targetNetwork } from './targetNetwork';
import { viaBrowserWallet } from './viaBrowserWallet';
import { waitForBrowserWallet } from './waitForBrowserWallet';

/** How long a stored wallet may take to announce itself before we give up restoring it. */
const ANNOUNCE_WAIT_MS = 1_500;

async function restoreBrowserWallet(namespace: ChainNamespace, walletId: string): Promise<boolean> {
  const connector = namespaceConnector(namespace);
  const wallet = connector && (await waitForBrowserWallet(connector, walletId, ANNOUNCE_WAIT_MS));
  if (!wallet) return false;
  const adapter = await loadAdapter(namespace);
  const connection = await adapter.restore({ kind: 'browser', walletId }, targetNetwork(namespace));
  if (!connection) return false;
  applyConnection(namespace, viaBrowserWallet(wallet), connection, { restored: true, activate: namespace === $activeNamespace.get() });
  return true;
}

/** The stored WalletConnect session, for every namespace it connected: one session, no new pairing. */
async function restoreWalletConnect(namespaces: readonly ChainNamespace[]): Promise<readonly ChainNamespace[]> {
  const client = await getWalletConnect();
  const link = client.restore();
  if (!link) return [];
  const id = getWalletId();
  const name = getWalletName();
  return applyWalletConnectSession(link, namespaces, viaWalletConnect(id && name ? { id, name } : undefined, 'qrcode'), { restored: true }).catch(
    (error: unknown) => {
      void client.disconnect().catch(() => undefined);
      throw error;
    },
  );
}

/**
 * Restores the connections of an earlier visit without a click (status reconnecting, then
 * connected), for the namespaces given with their stored connector ids: a browser wallet
 * once it announces itself, the WalletConnect session (its SDK loads only then) and the
 * embedded wallet's sign-in (its frame loads only then), each for every namespace it carried. A wallet that was removed, locked or no longer authorises the page
 * leaves its namespace cleanly disconnected.
 */
export async function restoreConnections(stored: ReadonlyMap<ChainNamespace, string>): Promise<void> {
  for (const namespace of stored.keys()) dispatchConnection(namespace, { type: 'reconnect' });
  const over = (connectorId: string) => [...stored].filter(([, id]) => id === connectorId).map(([namespace]) => namespace);
  const overWalletConnect = over(WALLET_CONNECT_ID);
  const overEmbedded = over(EMBEDDED_ID);
  const restoring = [...stored]
    .filter(([, id]) => id !== WALLET_CONNECT_ID && id !== EMBEDDED_ID)
    .map(async ([namespace, id]) => {
      if (!(await restoreBrowserWallet(namespace, id).catch(() => false))) forgetConnection(namespace);
    });
  if (overWalletConnect.length > 0) {
    restoring.push(
      restoreWalletConnect(overWalletConnect)
        .catch(() => [] as readonly ChainNamespace[])
        .then((restored) => overWalletConnect.filter((namespace) => !restored.includes(namespace)).forEach(forgetConnection)),
    );
  }
  if (overEmbedded.length > 0) {
    restoring.push(
      import('../embedded/restoreEmbedded')
        .then(({ restoreEmbedded }) => restoreEmbedded())
        .catch(() => [] as readonly ChainNamespace[])
        .then((restored) => overEmbedded.filter((namespace) => !restored.includes(namespace)).forEach(forgetConnection)),
    );
  }
  await Promise.all(restoring);
  for (const namespace of stored.keys()) {
    if (getConnectionState(namespace).status === 'reconnecting') dispatchConnection(namespace, { type: 'failed' });
  }
}
