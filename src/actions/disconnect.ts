import type { ChainNamespace } from '../config/chainNamespaces';
import { WALLET_CONNECT_ID } from '../connectors/walletConnect/walletConnectId';
import { $connections, getConnectionState } from '../stores/connection';
import { track } from '../stores/events';
import { emitHostEvent } from '../stores/hostEvents';
import { $activeNamespace } from '../stores/network';
import { loadedAdapter } from './connection/loadAdapter';
import { forgetConnection } from './forgetConnection';
import { getWalletConnect } from './walletConnect/getWalletConnect';

/** Every namespace connected over WalletConnect: one session carries them all. */
function walletConnectNamespaces(): ChainNamespace[] {
  return (Object.keys($connections.get()) as ChainNamespace[]).filter(
    (namespace) => getConnectionState(namespace).currentConnectorUid === WALLET_CONNECT_ID && getConnectionState(namespace).status !== 'disconnected',
  );
}

/**
 * Disconnects a namespace (default: the active one): the namespace is reset (spec §4), then
 * the wallet is told. A WalletConnect session ends as a whole, so every namespace it
 * carried is disconnected with it. Resetting first means the wallet's own "disconnected"
 * echo finds nothing left to do, and a wallet that fails to answer still leaves us
 * disconnected: the visitor asked to leave.
 */
export async function disconnect(namespace: ChainNamespace = $activeNamespace.get()): Promise<void> {
  const overWalletConnect = getConnectionState(namespace).currentConnectorUid === WALLET_CONNECT_ID;
  const namespaces = overWalletConnect ? [...new Set([namespace, ...walletConnectNamespaces()])] : [namespace];
  const wasConnected = namespaces.filter((each) => getConnectionState(each).status !== 'disconnected');
  namespaces.forEach(forgetConnection);
  let failure: unknown;
  try {
    await Promise.all(namespaces.map((each) => loadedAdapter(each)?.disconnect()));
    if (overWalletConnect && wasConnected.length > 0) await (await getWalletConnect()).disconnect();
  } catch (error) {
    failure = error;
    track('DISCONNECT_ERROR', { namespace, message: error instanceof Error ? error.message : String(error) });
  }
  for (const each of wasConnected) {
    if (!failure) track('DISCONNECT_SUCCESS', { namespace: each });
    emitHostEvent('disconnect', { namespace: each });
  }
}
