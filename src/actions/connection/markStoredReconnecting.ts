import type { ChainNamespace } from '../../config/chainNamespaces';
import { $config } from '../../stores/config';
import { dispatchConnection, getConnectionState } from '../../stores/connection';
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
    // Only a namespace with nothing under way: never a live or connecting one.
    if (getConnectionState(namespace).status === 'disconnected') dispatchConnection(namespace, { type: 'reconnect' });
  }
  return stored;
}
