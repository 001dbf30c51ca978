import type { ChainNamespace } from '../config/chainNamespaces';
import { NotConnectedError } from '../errors/walletRequestErrors';
import { getConnectionState } from '../stores/connection';
import { dispatchConnection } from '../stores/dispatchConnection';
import { showAccountOf, showCurrentConnection } from './connection/showCurrentConnection';
import { storeConnections } from './connection/storeConnections';

/**
 * Makes another of a namespace's live connections the current one, without a prompt: the
 * account, the active network (when the namespace is active; a `network-change` when the
 * wallet is on another chain), storage and the `connect` event follow it at once, and with
 * them `$account`, the providers, the hooks and the wagmi connector. Throws NotConnectedError
 * when the namespace has no such connection.
 */
export function switchConnection(namespace: ChainNamespace, connectorUid: string): void {
  const state = getConnectionState(namespace);
  const record = state.connections.find((each) => each.connector.uid === connectorUid);
  if (!record) throw new NotConnectedError();
  if (state.currentConnectorUid === connectorUid) return;
  showAccountOf(namespace, record);
  dispatchConnection(namespace, { type: 'switch', connectorUid });
  storeConnections(namespace);
  showCurrentConnection(namespace);
}
