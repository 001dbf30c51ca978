import type { ChainNamespace } from '../../config/chainNamespaces';
import { getConnectedNamespaces } from '../../services/storage/connectionPersistence';
import { addConnectedNamespace, removeConnectedConnectorId, removeConnectedNamespace, setConnectedConnectorId, setConnectionStatus } from '../../services/storage/connectionPersistenceWrites';
import { setConnections } from '../../services/storage/connections';
import { getConnectionState } from '../../stores/connection';
import { keepConnections, keptConnections } from './keptConnections';

/**
 * Stores a namespace's live connections as they are now, so a reload restores each of them
 * (spec §3 "connections") and makes the same one current (the connected connector id, which
 * an earlier version stored alone and is still read). The connections kept for the next visit
 * (keptConnections) stay stored after them, unless one is live again; with none live, the
 * first of them is the one the next visit makes current.
 */
export function storeConnections(namespace: ChainNamespace): void {
  const { connections, currentConnectorUid } = getConnectionState(namespace);
  const isLive = (uid: string) => connections.some((record) => record.connector.uid === uid);
  const kept = keptConnections(namespace).filter((record) => !isLive(record.connector.uid));
  keepConnections(namespace, kept);
  setConnections(namespace, [...connections.map((record) => ({ ...record, accounts: [...record.accounts] })), ...kept]);
  const live = currentConnectorUid !== undefined && connections.length > 0;
  const current = live ? currentConnectorUid : kept[0]?.connector.uid;
  if (current !== undefined) {
    setConnectedConnectorId(namespace, current);
    addConnectedNamespace(namespace);
    if (live) setConnectionStatus('connected');
    return;
  }
  removeConnectedConnectorId(namespace);
  removeConnectedNamespace(namespace);
  if (getConnectedNamespaces().length === 0) setConnectionStatus('disconnected');
}
