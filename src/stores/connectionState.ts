// The connection state of one chain namespace and the events of its status machine
// (connectionReducer): apart from the machine, which only the actions that connect load.
export type ConnectionStatus = 'connected' | 'connecting' | 'reconnecting' | 'disconnected';

export interface ConnectorInfo {
  id: string;
  name: string;
  type: string;
  uid: string;
}

/** One wallet connection (spec §3 "Wallet connection record"). */
export interface ConnectionRecord {
  accounts: readonly string[];
  chainId: number | string;
  connector: ConnectorInfo;
}

export interface ConnectionState {
  status: ConnectionStatus;
  currentConnectorUid: string | undefined;
  connections: readonly ConnectionRecord[];
}

export type ConnectionEvent =
  | { type: 'connect'; connectorUid: string }
  | { type: 'reconnect' }
  /** A connection is live; it becomes current unless `current` is false and the namespace has a current one. */
  | { type: 'connected'; connection: ConnectionRecord; current?: boolean }
  /** A live connection's account or chain changed (on the wallet's side); the current one stays. */
  | { type: 'updated'; connection: ConnectionRecord }
  /** Another live connection becomes current. */
  | { type: 'switch'; connectorUid: string }
  | { type: 'failed' }
  | { type: 'disconnected'; connectorUid: string }
  | { type: 'reset' };

export const initialConnectionState: ConnectionState = Object.freeze({
  status: 'disconnected',
  currentConnectorUid: undefined,
  connections: [],
});
