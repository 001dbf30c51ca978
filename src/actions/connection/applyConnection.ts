import type { ChainNamespace } from '../../config/chainNamespaces';
import type { WalletConnection } from '../../connectors/NamespaceAdapter';
import { isMultiWalletOn } from '../../features/isMultiWalletOn';
import { getConnectionState } from '../../stores/connection';
import { dispatchConnection } from '../../stores/dispatchConnection';
import { track } from '../../stores/events';
import { $projectSettings } from '../../stores/projectSettings';
import { rememberWallet } from '../../stores/recentWallets';
import { preloadDisconnect } from '../disconnect';
import type { ConnectedVia } from './ConnectedVia';
import { chainIdOf, showAccountOf, showCurrentConnection } from './showCurrentConnection';
import { dropKept } from './keptConnections';
import { storeConnections } from './storeConnections';

/**
 * Records a connected wallet everywhere it shows, for any namespace and connection kind: the
 * namespace's connections (it becomes the current one, beside those already connected),
 * storage (so a reload restores it), recent wallets and, as current, the account, the
 * `connect` event and (with `activate`, the namespace the visitor is on) the active network,
 * opening UnsupportedChain when the wallet sits on a network the page did not request. With
 * `current: false` (a restore of a connection that was not current) it joins the others
 * without taking their place, and is not stored (the restore stores the namespace once it
 * settles). With the project's `multi_wallet` switch off, a current one
 * replaces the namespace's other connections, each ended as a disconnect ends it, and the ones
 * kept for the next visit. The adapter
 * has checked the connection.
 */
export function applyConnection(
  namespace: ChainNamespace,
  via: ConnectedVia,
  connection: WalletConnection,
  { restored, activate = true, current = true }: { restored: boolean; activate?: boolean; current?: boolean },
): void {
  const { address, caipNetworkId } = connection;
  const record = { accounts: [address], chainId: chainIdOf(caipNetworkId), connector: { id: via.id, name: via.name, type: via.type, uid: via.id } };
  // One wallet per namespace (the project's switch off): a new current connection ends the others,
  // and those kept for the next visit (keptConnections).
  const oneWallet = current && !isMultiWalletOn($projectSettings.get().remoteFeatures);
  const replaced = oneWallet ? getConnectionState(namespace).connections.map((other) => other.connector.uid).filter((uid) => uid !== via.id) : [];
  if (oneWallet) for (const other of dropKept([namespace])) if (other !== namespace) storeConnections(other);
  // The account first: a reader of `$account` never sees the status connected without this address.
  if (current) showAccountOf(namespace, record);
  dispatchConnection(namespace, { type: 'connected', connection: record, current });
  // Each replaced one ends as a disconnect ends it: a WalletConnect session closed, an embedded wallet signed out, in every namespace.
  if (replaced.length > 0) {
    void import('./disconnectConnections')
      .then(({ disconnectConnections }) => Promise.all(replaced.map((connectorUid) => disconnectConnections({ namespace, connectorUid }))))
      .catch(() => undefined);
  }
  preloadDisconnect();
  if (via.recent) rememberWallet(via.recent);
  if (!restored) track('CONNECT_SUCCESS', { method: via.method, name: via.name });
  if (getConnectionState(namespace).currentConnectorUid !== via.id) return;
  // Only a current connection is stored: while a restore runs none is current yet, and storing then would
  // drop what is stored of the wallets still announcing themselves (restoreConnections stores once all are back).
  storeConnections(namespace);
  showCurrentConnection(namespace, { activate });
}
