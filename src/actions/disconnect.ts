import type { ChainNamespace } from '../config/chainNamespaces';
import { EMBEDDED_ID } from '../connectors/embedded/embeddedId';
import { WALLET_CONNECT_ID } from '../connectors/walletConnect/walletConnectId';
import { $connections, getConnectionState } from '../stores/connection';
import { track } from '../stores/events';
import { emitHostEvent } from '../stores/hostEvents';
import { $activeNamespace } from '../stores/network';
import { loadedAdapter } from './connection/loadAdapter';
import { forgetConnection } from './forgetConnection';
import { getWalletConnect } from './walletConnect/getWalletConnect';

/** Connections that span namespaces: one WalletConnect session, one embedded-wallet sign-in. */
const SHARED = new Set([WALLET_CONNECT_ID, EMBEDDED_ID]);

/** Every namespace connected through a connector. */
function namespacesOf(connectorUid: string): ChainNamespace[] {
  return (Object.keys($connections.get()) as ChainNamespace[]).filter(
    (namespace) => getConnectionState(namespace).currentConnectorUid === connectorUid && getConnectionState(namespace).status !== 'disconnected',
  );
}

/**
 * Disconnects a namespace (default: the active one): the namespace is reset (spec §4), then
 * the wallet is told. A WalletConnect session and an embedded-wallet sign-in end as a
 * whole, so every namespace they carried is disconnected with them. Resetting first means the wallet's own "disconnected"
 * echo finds nothing left to do, and a wallet that fails to answer still leaves us
 * disconnected: the visitor asked to leave.
 */
export async function disconnect(namespace: ChainNamespace = $activeNamespace.get()): Promise<void> {
  const connectorUid = getConnectionState(namespace).currentConnectorUid;
  const shared = connectorUid !== undefined && SHARED.has(connectorUid);
  const namespaces = shared ? [...new Set([namespace, ...namespacesOf(connectorUid)])] : [namespace];
  const wasConnected = namespaces.filter((each) => getConnectionState(each).status !== 'disconnected');
  namespaces.forEach(forgetConnection);
  let failure: unknown;
  try {
    await Promise.all(namespaces.map((each) => loadedAdapter(each)?.disconnect()));
    if (connectorUid === WALLET_CONNECT_ID && wasConnected.length > 0) await (await getWalletConnect()).disconnect();
    if (connectorUid === EMBEDDED_ID) await import('./embedded/signOutEmbedded').then(({ signOutEmbedded }) => signOutEmbedded());
  } catch (error) {
    failure = error;
    track('DISCONNECT_ERROR', { namespace, message: error instanceof Error ? error.message : String(error) });
  }
  for (const each of wasConnected) {
    if (!failure) track('DISCONNECT_SUCCESS', { namespace: each });
    emitHostEvent('disconnect', { namespace: each });
  }
}
