import type { ChainNamespace } from '../config/chainNamespaces';
import { $connections, getConnectionState } from './connection';
import { connectionReducer } from './connectionReducer';
import type { ConnectionEvent, ConnectionState } from './connectionState';

/** Applies one status-machine event to a namespace and returns the new state. */
export function dispatchConnection(namespace: ChainNamespace, event: ConnectionEvent): ConnectionState {
  const next = connectionReducer(getConnectionState(namespace), event);
  $connections.setKey(namespace, next);
  return next;
}
