import type { ChainNamespace } from '../config/chainNamespaces';
import { getChainAdapter } from '../connectors/chainAdapters';
import { clearAccount } from '../stores/account';
import { dispatchConnection, getConnectionState } from '../stores/connection';
import { track } from '../stores/events';
import { emitHostEvent } from '../stores/hostEvents';
import { $activeNamespace } from '../stores/network';

/**
 * Disconnects a namespace (default: the active one): the wallet is told, then the
 * namespace is reset: disconnected, account fields cleared (spec §4).
 */
export async function disconnect(namespace: ChainNamespace = $activeNamespace.get()): Promise<void> {
  const wasConnected = getConnectionState(namespace).status !== 'disconnected';
  try {
    await getChainAdapter(namespace)?.disconnect();
  } catch (error) {
    track('DISCONNECT_ERROR', { namespace, message: error instanceof Error ? error.message : String(error) });
    throw error;
  }
  dispatchConnection(namespace, { type: 'reset' });
  clearAccount(namespace);
  if (wasConnected) {
    track('DISCONNECT_SUCCESS', { namespace });
    emitHostEvent('disconnect', { namespace });
  }
}
