import { map } from 'nanostores';
import type { ChainNamespace } from '../config/chainNamespaces';
import { initialConnectionState, type ConnectionState } from './connectionState';

/** Connection state per chain namespace (spec §3 "Connection state"). */
export const $connections = map<Partial<Record<ChainNamespace, ConnectionState>>>({});

export function getConnectionState(namespace: ChainNamespace): ConnectionState {
  return $connections.get()[namespace] ?? initialConnectionState;
}
