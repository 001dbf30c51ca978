import type { ChainNamespace } from '../../config/chainNamespaces';
import { $config } from '../../stores/config';
import { $connections, getConnectionState } from '../../stores/connection';
import type { ConnectionState } from '../../stores/connectionState';
import { storedConnections } from './storedConnections';

/**
 * An earlier visit's connections, read at once: those in namespaces the page configures read
 * "reconnecting" from the button's first render, before the modal's code (which restores them)
 * has arrived. Returns what is stored.
 */
export function markStoredReconnecting(): Map<ChainNamespace, string[]> {
  const stored = storedConnections();
  const networks = $config.get().networks;
  for (const namespace of stored.keys()) {
    if (!networks.some((network) => network.chainNamespace === namespace)) continue;
    // Only a namespace with nothing under way: never a live or connecting one. What the status
    // machine's 'reconnect' does (connectionReducer), set here: the machine loads with the
    // actions that connect, after the button.
    const state = getConnectionState(namespace);
    if (state.status === 'disconnected') $connections.setKey(namespace, { ...state, status: 'reconnecting' });
  }
  return stored;
}

/**
 * The namespaces marked "reconnecting" that nothing will restore (but those `kept`): back to
 * disconnected, so the button offers Connect Wallet instead of a spinner for good. Either the
 * modal's code (which restores them) did not load, and what is stored stays for the next load of
 * it (a click, a later visit); or the restore found nothing stored for them any more (ended in
 * another tab).
 */
export function unmarkReconnecting(kept?: ReadonlyMap<ChainNamespace, unknown>): void {
  for (const [namespace, state] of Object.entries($connections.get()) as [ChainNamespace, ConnectionState | undefined][]) {
    if (state?.status === 'reconnecting' && !kept?.has(namespace)) $connections.setKey(namespace, { ...state, status: 'disconnected' });
  }
}
