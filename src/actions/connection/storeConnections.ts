import type { ChainNamespace } from '../../config/chainNamespaces';
import {
  addConnectedNamespace,
  getConnectedNamespaces,
  removeConnectedConnectorId,
  removeConnectedNamespace,
  setConnectedConnectorId,
  setConnections,
  setConnectionStatus,
} from '../../services/storage';
import { getConnectionState } from '../../stores/connection';

/**
 * Stores a namespace's live connections as they are now, so a reload restores each of them
 * (spec §3 "connections") and makes the same one current (the connected connector id, which
 * an earlier version stored alone and is still read).
 */
export function storeConnections(namespace: ChainNamespace): void {
  const { connections, currentConnectorUid } = getConnectionState(namespace);
  setConnections(namespace, connections.map((record) => ({ ...record, accounts: [...record.accounts] })));
  if (currentConnectorUid !== undefined && connections.length > 0) {
    setConnectedConnectorId(namespace, currentConnectorUid);
    addConnectedNamespace(namespace);
    setConnectionStatus('connected');
    return;
  }
  removeConnectedConnectorId(namespace);
  removeConnectedNamespace(namespace);
  if (getConnectedNamespaces().length === 0) setConnectionStatus('disconnected');
}
