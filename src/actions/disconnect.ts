import type { ChainNamespace } from '../config/chainNamespaces';
import { getChainAdapter } from '../connectors/chainAdapters';
import { getConnectionState } from '../stores/connection';
import { track } from '../stores/events';
import { emitHostEvent } from '../stores/hostEvents';
import { $activeNamespace } from '../stores/network';
import { forgetConnection } from './forgetConnection';

/**
 * Disconnects a namespace (default: the active one): the namespace is reset (spec §4), then
 * the wallet is told. Resetting first means the wallet's own "disconnected" echo finds
 * nothing left to do, and a wallet that fails to answer still leaves us disconnected: the
 * visitor asked to leave.
 */
export async function disconnect(namespace: ChainNamespace = $activeNamespace.get()): Promise<void> {
  const wasConnected = getConnectionState(namespace).status !== 'disconnected';
  forgetConnection(namespace);
  let failure: unknown;
  try {
    await getChainAdapter(namespace)?.disconnect();
  } catch (error) {
    failure = error;
    track('DISCONNECT_ERROR', { namespace, message: error instanceof Error ? error.message : String(error) });
  }
  if (wasConnected) {
    if (!failure) track('DISCONNECT_SUCCESS', { namespace });
    emitHostEvent('disconnect', { namespace });
  }
}
