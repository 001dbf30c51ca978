import type { ChainNamespace } from '../config/chainNamespaces';
import { clearAccount } from '../stores/account';
import { $connections, getConnectionState } from '../stores/connection';
import { dispatchConnection } from '../stores/dispatchConnection';
import { $activeNamespace } from '../stores/network';
import { showCurrentConnection } from './connection/showCurrentConnection';
import { storeConnections } from './connection/storeConnections';
import { setActiveNetwork } from './setActiveNetwork';

/** Makes another namespace's current connection the one shown, when the active namespace has none left. */
function showAnotherNamespace(ending: string | undefined): void {
  for (const [other, state] of Object.entries($connections.get())) {
    // A namespace of the same connection (one WalletConnect session, one embedded sign-in) ends with it.
    if (!state || state.status !== 'connected' || state.currentConnectorUid === ending) continue;
    const current = state.connections.find((connection) => connection.connector.uid === state.currentConnectorUid);
    if (current) return setActiveNetwork(`${other}:${current.chainId}`);
  }
}

/**
 * Forgets one connection of a namespace (default: its current one) without telling the wallet.
 * When other connections of the namespace remain, one of them becomes current (spec §4) and is
 * shown (the account, the `connect` event).
 * When none remains, the namespace is reset: disconnected, account fields cleared, nothing
 * stored to restore; and when it was the active namespace and another is still connected
 * through another connection, that one becomes active, so the button, `$account` and the
 * host's provider show the wallet the visitor still has. Resolves whether the namespace is
 * now disconnected.
 */
export function forgetConnection(namespace: ChainNamespace, connectorUid?: string): boolean {
  const before = getConnectionState(namespace);
  const ending = connectorUid ?? before.currentConnectorUid;
  if (ending !== undefined) dispatchConnection(namespace, { type: 'disconnected', connectorUid: ending });
  const after = getConnectionState(namespace);
  if (after.connections.length > 0 && after.currentConnectorUid !== undefined) {
    storeConnections(namespace);
    if (after.currentConnectorUid !== before.currentConnectorUid) showCurrentConnection(namespace);
    return false;
  }
  dispatchConnection(namespace, { type: 'reset' });
  clearAccount(namespace);
  storeConnections(namespace);
  if (namespace === $activeNamespace.get()) showAnotherNamespace(ending);
  return true;
}
