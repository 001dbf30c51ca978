import type { ChainNamespace } from '../config/chainNamespaces';
import {
  getConnectedNamespaces,
  removeConnectedConnectorId,
  removeConnectedNamespace,
  setConnectionStatus,
} from '../services/storage';
import { clearAccount } from '../stores/account';
import { $connections, dispatchConnection, getConnectionState } from '../stores/connection';
import { $activeNamespace } from '../stores/network';
import { setActiveNetwork } from './setActiveNetwork';

/**
 * Resets a namespace (spec §4): disconnected, account fields cleared, and its stored
 * connector id removed so the next visit does not try to restore it. When it was the active
 * namespace and another is still connected through another connection, that one becomes current
 * (its network active), so the button, `$account` and the host's provider show the wallet the
 * visitor still has.
 */
export function forgetConnection(namespace: ChainNamespace): void {
  const ending = getConnectionState(namespace).currentConnectorUid;
  dispatchConnection(namespace, { type: 'reset' });
  clearAccount(namespace);
  removeConnectedConnectorId(namespace);
  removeConnectedNamespace(namespace);
  if (getConnectedNamespaces().length === 0) setConnectionStatus('disconnected');
  if (namespace !== $activeNamespace.get()) return;
  for (const [other, state] of Object.entries($connections.get())) {
    // A namespace of the same connection (one WalletConnect session, one embedded sign-in) ends with it.
    if (!state || state.status !== 'connected' || state.currentConnectorUid === ending) continue;
    const current = state.connections.find((connection) => connection.connector.uid === state.currentConnectorUid);
    if (current) return setActiveNetwork(`${other}:${current.chainId}`);
  }
}
