import type { ChainNamespace } from '../../config/chainNamespaces';
import { namespaceConnector } from '../../connectors/namespaceConnectors';
import { EMBEDDED_ID } from '../../connectors/embedded/embeddedId';
import { WALLET_CONNECT_ID } from '../../connectors/walletConnect/walletConnectId';
import { BaseError } from '../../errors/BaseError';
import { getConnections } from '../../services/storage/connections';
import { getWalletId, getWalletName } from '../../services/storage/preferences';
import { getConnectionState } from '../../stores/connection';
import { dispatchConnection } from '../../stores/dispatchConnection';
import { $activeNamespace } from '../../stores/network';
import { forgetConnection } from '../forgetConnection';
import { applyWalletConnectSession } from '../walletConnect/applyWalletConnectSession';
import { getWalletConnect } from '../walletConnect/getWalletConnect';
import { viaWalletConnect } from '../walletConnect/viaWalletConnect';
import { applyConnection } from './applyConnection';
import { keepConnections, keptConnections } from './keptConnections';
import { adapterFor, releaseAdapter } from './loadAdapter';
import { showAccountOf, showCurrentConnection } from './showCurrentConnection';
import { storeConnections } from './storeConnections';
import { targetNetwork } from './targetNetwork';
import { viaBrowserWallet } from './viaBrowserWallet';
import { waitForBrowserWallet } from './waitForBrowserWallet';

/** How long a stored wallet may take to announce itself before we give up restoring it. */
const ANNOUNCE_WAIT_MS = 1_500;

/**
 * A stored browser wallet, once it announces itself: restored, or `false` when it no longer
 * authorises the page (or did not announce itself, or answered what the modal refuses: one of
 * its errors), or 'unreached' when it or the code that asks it did not answer (a timeout, a
 * failed request, a chunk that did not load).
 */
async function restoreBrowserWallet(namespace: ChainNamespace, walletId: string): Promise<boolean | 'unreached'> {
  const connector = namespaceConnector(namespace);
  const wallet = connector && (await waitForBrowserWallet(connector, walletId, ANNOUNCE_WAIT_MS));
  if (!wallet) return false;
  const restoring = adapterFor(namespace, walletId).then((adapter) => adapter.restore({ kind: 'browser', walletId }, targetNetwork(namespace)));
  const connection = await restoring.catch((error: unknown) => (error instanceof BaseError ? undefined : ('unreached' as const)));
  if (!connection || connection === 'unreached') {
    void releaseAdapter(namespace, walletId);
    return connection ?? false;
  }
  applyConnection(namespace, viaBrowserWallet(wallet), connection, { restored: true, activate: namespace === $activeNamespace.get(), current: false });
  return true;
}

/**
 * Once every connection of a namespace is back (or not): the one current at the last visit is
 * current again (else the first restored), and shown; none back, the namespace is reset. What
 * could not be asked (`unreached`: the relay, the secure site or their code did not answer)
 * stays stored for the next visit, beside what came back; the rest of what was stored and did
 * not come back is forgotten.
 */
function settleNamespace(namespace: ChainNamespace, storedIds: readonly string[], unreached: ReadonlySet<string>): void {
  // Of what was kept while the restore asked (less what came back, or a disconnect ended): what
  // could not be asked, kept for the next visit.
  keepConnections(
    namespace,
    keptConnections(namespace).filter((record) => unreached.has(record.connector.uid)),
  );
  const storedCurrent = storedIds[0];
  const state = getConnectionState(namespace);
  // The visitor connected a wallet meanwhile: it stays current, and the restored ones are stored beside it.
  if (state.currentConnectorUid !== undefined && state.status === 'connected') return storeConnections(namespace);
  const restored = state.connections.map((record) => record.connector.uid);
  const current = restored.includes(storedCurrent ?? '') ? storedCurrent : restored[0];
  if (current === undefined) {
    if (!storedIds.some((id) => unreached.has(id))) forgetConnection(namespace);
    // Only what could not be asked stays stored (an earlier version's store, the current id
    // alone with no record, is left as it is).
    else if (keptConnections(namespace).length > 0) storeConnections(namespace);
    if (getConnectionState(namespace).status === 'reconnecting') dispatchConnection(namespace, { type: 'failed' });
    return;
  }
  const record = state.connections.find((each) => each.connector.uid === current);
  if (record) showAccountOf(namespace, record);
  dispatchConnection(namespace, { type: 'switch', connectorUid: current });
  storeConnections(namespace);
  showCurrentConnection(namespace);
}

/** The stored WalletConnect session, for every namespace it connected: one session, no new pairing. */
async function restoreWalletConnect(namespaces: readonly ChainNamespace[], unreached: Set<string>): Promise<readonly ChainNamespace[]> {
  const client = await getWalletConnect().catch((error: unknown) => {
    // The SDK or its relay did not come: the session is asked again on the next visit.
    unreached.add(WALLET_CONNECT_ID);
    throw error;
  });
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
 * connected), for the namespaces given with their stored connector ids (the current one
 * first): each browser wallet once it announces itself, the WalletConnect session (its SDK
 * loads only then) and the embedded wallet's sign-in (its frame loads only then), each for
 * every namespace it carried. Once a namespace's connections are all settled, the one current
 * before is current again. A wallet that was removed, locked or no longer authorises the page
 * is dropped; the others stay; a namespace with none left is cleanly disconnected.
 */
export async function restoreConnections(stored: ReadonlyMap<ChainNamespace, readonly string[]>): Promise<void> {
  for (const namespace of stored.keys()) {
    // While they are asked, every stored connection stays stored, whatever comes back first.
    keepConnections(namespace, getConnections(namespace));
    dispatchConnection(namespace, { type: 'reconnect' });
  }
  const over = (connectorId: string) => [...stored].filter(([, ids]) => ids.includes(connectorId)).map(([namespace]) => namespace);
  const overWalletConnect = over(WALLET_CONNECT_ID);
  const overEmbedded = over(EMBEDDED_ID);
  // Connections that could not be asked this visit (not ones that said no): kept for the next.
  const unreached = new Set<string>();
  const walletConnect =
    overWalletConnect.length > 0 ? restoreWalletConnect(overWalletConnect, unreached).catch(() => [] as readonly ChainNamespace[]) : Promise.resolve([]);
  // The embedded wallet answers IS_CONNECTED false when signed out (nothing restored then); a
  // failure is the secure site or this code out of reach.
  const embedded =
    overEmbedded.length > 0
      ? import('../embedded/restoreEmbedded')
          .then(({ restoreEmbedded }) => restoreEmbedded())
          .catch(() => {
            unreached.add(EMBEDDED_ID);
            return [] as readonly ChainNamespace[];
          })
      : Promise.resolve([]);
  await Promise.all(
    [...stored].map(async ([namespace, ids]) => {
      await Promise.all(
        ids.map((id) => {
          if (id === WALLET_CONNECT_ID) return walletConnect;
          if (id === EMBEDDED_ID) return embedded;
          return restoreBrowserWallet(namespace, id).then(
            (restored) => restored === 'unreached' && unreached.add(id),
            () => false,
          );
        }),
      );
      settleNamespace(namespace, ids, unreached);
    }),
  );
}
