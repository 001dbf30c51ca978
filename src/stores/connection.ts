import { map } from 'nanostores';
import type { ChainNamespace } from '../config/chainNamespaces';
import { connectionReducer, initialConnectionState, type ConnectionEvent, type ConnectionState } from './connectionReducer';

/** Connection state per chain namespace (spec §3 "Connection state"). */
export const $connections = map<Partial<Record<ChainNamespace, ConnectionState>>>({});

export function getConnectionState(namespace: ChainNamespace): ConnectionState {
  return $connections.get()[namespace] ?? initialConnectionState;
}

/** Applies one status-machine event to a namespace and returns the new state. */
export function dispatchConnection(namespace: ChainNamespace, event: ConnectionEvent): ConnectionState {
  const next = connectionReducer(getConnectionState(namespace), event);
  $connections.setKey(namespace, next);
  return next;
}
