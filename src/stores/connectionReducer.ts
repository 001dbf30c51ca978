import { AlreadyConnectedError } from '../errors/connectionErrors';
import { initialConnectionState, type ConnectionEvent, type ConnectionState } from './connectionState';

function hasCurrent(state: ConnectionState): boolean {
  return state.connections.some((c) => c.connector.uid === state.currentConnectorUid);
}

/**
 * The connection status machine of spec §4. Pure: the same state and event always give
 * the same next state. Connecting the connector that is already current throws
 * AlreadyConnectedError.
 */
export function connectionReducer(state: ConnectionState, event: ConnectionEvent): ConnectionState {
  switch (event.type) {
    case 'connect':
      if (state.status === 'connected' && state.currentConnectorUid === event.connectorUid) {
        throw new AlreadyConnectedError();
      }
      return { ...state, status: 'connecting' };
    case 'reconnect':
      return { ...state, status: 'reconnecting' };
    case 'connected': {
      const uid = event.connection.connector.uid;
      const others = state.connections.filter((c) => c.connector.uid !== uid);
      const connections = [...others, event.connection];
      if (event.current === false && hasCurrent(state)) return { ...state, connections };
      if (event.current === false) return { ...state, currentConnectorUid: undefined, connections };
      return { status: 'connected', currentConnectorUid: uid, connections };
    }
    case 'updated': {
      const uid = event.connection.connector.uid;
      if (!state.connections.some((c) => c.connector.uid === uid)) return state;
      return { ...state, connections: state.connections.map((c) => (c.connector.uid === uid ? event.connection : c)) };
    }
    case 'switch':
      if (!state.connections.some((c) => c.connector.uid === event.connectorUid)) return state;
      return { ...state, status: 'connected', currentConnectorUid: event.connectorUid };
    case 'failed':
      return { ...state, status: hasCurrent(state) ? 'connected' : 'disconnected' };
    case 'disconnected': {
      const remaining = state.connections.filter((c) => c.connector.uid !== event.connectorUid);
      if (remaining.length === 0) return { ...initialConnectionState };
      const keepCurrent = remaining.some((c) => c.connector.uid === state.currentConnectorUid);
      const currentConnectorUid = keepCurrent ? state.currentConnectorUid : remaining[0]?.connector.uid;
      return { status: 'connected', currentConnectorUid, connections: remaining };
    }
    case 'reset':
      return { ...initialConnectionState };
  }
}
