import type { ChainNamespace } from '../../config/chainNamespaces';
import { EMBEDDED_ID } from '../../connectors/embedded/embeddedId';
import { WALLET_CONNECT_ID } from '../../connectors/walletConnect/walletConnectId';
import { $connections, getConnectionState } from '../../stores/connection';
import { track } from '../../stores/events';
import { emitHostEvent } from '../../stores/hostEvents';
import { $activeNamespace } from '../../stores/network';
import type { DisconnectTarget } from '../disconnect';
import { forgetConnection } from '../forgetConnection';
import { getWalletConnect } from '../walletConnect/getWalletConnect';
import { dropKept } from './keptConnections';
import { releaseAdapter } from './loadAdapter';
import { SHARED_CONNECTOR_IDS } from './sharedConnectorIds';
import { storeConnections } from './storeConnections';


const namespacesNow = () => (Object.keys($connections.get()) as ChainNamespace[]).filter((namespace) => getConnectionState(namespace).connections.length > 0);

/** Every namespace a connection is live in. */
function namespacesOf(connectorUid: string): ChainNamespace[] {
  return namespacesNow().filter((namespace) => getConnectionState(namespace).connections.some((record) => record.connector.uid === connectorUid));
}

/** What to end: a `DisconnectTarget`, or one connection of a namespace by its connector uid (Account's list of connected wallets). */
type Ending = DisconnectTarget | { namespace: ChainNamespace; all?: undefined; connectorUid: string };

/** The connections to end, as namespace and connector uid; a shared one in every namespace it carried; in each namespace the current one last. */
function connectionsToEnd(target: Ending | undefined): [ChainNamespace, string][] {
  const { namespace = $activeNamespace.get(), all = false, connectorUid = undefined }: { namespace?: ChainNamespace | undefined; all?: boolean | undefined; connectorUid?: string } =
    typeof target === 'string' ? { namespace: target } : (target ?? {});
  const everywhere = all && (typeof target !== 'object' || target.namespace === undefined);
  const uids = new Set<string>();
  for (const each of everywhere ? namespacesNow() : [namespace]) {
    const state = getConnectionState(each);
    const one = connectorUid ?? state.currentConnectorUid;
    if (all) state.connections.forEach((record) => uids.add(record.connector.uid));
    else if (one !== undefined && state.connections.some((record) => record.connector.uid === one)) uids.add(one);
  }
  const pairs: [ChainNamespace, string][] = [];
  for (const uid of uids) {
    const over = SHARED_CONNECTOR_IDS.has(uid) ? namespacesOf(uid) : everywhere ? namespacesOf(uid) : [namespace];
    for (const each of over) pairs.push([each, uid]);
  }
  const isCurrent = ([each, uid]: [ChainNamespace, string]) => Number(getConnectionState(each).currentConnectorUid === uid);
  return pairs.sort((a, b) => isCurrent(a) - isCurrent(b));
}

/**
 * The connections the restore kept for the next visit (keptConnections: it could not ask them)
 * end with the visitor's own: in a namespace the disconnect leaves with none live, and with
 * `all` in every namespace it covers. A reload then brings none of them back.
 */
function endKept(target: Ending | undefined, emptied: ReadonlySet<ChainNamespace>): void {
  const all = typeof target === 'object' && target.all === true;
  const scope = all && target.namespace === undefined ? undefined : [...emptied, ...(all && target.namespace ? [target.namespace] : [])];
  for (const namespace of dropKept(scope)) storeConnections(namespace);
}

/**
 * What `disconnect` does, in its own chunk. Disconnects a namespace's current connection (default: the active namespace's); another of
 * its connections then becomes current (spec §4). `{ all: true }` ends every connection of
 * every namespace, `{ namespace, all: true }` every one of that namespace. A WalletConnect
 * session and an embedded-wallet sign-in end as a whole, so every namespace they carried loses
 * them. The stores are updated first, then the wallets are told: a wallet's own
 * "disconnected" echo finds nothing left to do, and a wallet that fails to answer still leaves
 * the visitor disconnected, as they asked. A namespace left with no connection emits
 * `disconnect`; one where another connection became current emits `connect` with it. With
 * `{ namespace, connectorUid }`, it ends that one connection (current or not).
 */
export async function disconnectConnections(target?: Ending): Promise<void> {
  const ending = connectionsToEnd(target);
  const touched = [...new Set(ending.map(([namespace]) => namespace))];
  const emptied = new Set<ChainNamespace>();
  for (const [namespace, uid] of ending) if (forgetConnection(namespace, uid)) emptied.add(namespace);
  endKept(target, emptied);
  const uids = new Set(ending.map(([, uid]) => uid));
  let failure: unknown;
  try {
    await Promise.all(ending.map(([namespace, uid]) => releaseAdapter(namespace, uid, (adapter) => adapter.disconnect())));
    if (uids.has(WALLET_CONNECT_ID)) await (await getWalletConnect()).disconnect();
    if (uids.has(EMBEDDED_ID)) await import('../embedded/signOutEmbedded').then(({ signOutEmbedded }) => signOutEmbedded());
  } catch (error) {
    failure = error;
    const namespace = touched[0] ?? $activeNamespace.get();
    track('DISCONNECT_ERROR', { namespace, message: error instanceof Error ? error.message : String(error) });
  }
  for (const each of touched) {
    if (!failure) track('DISCONNECT_SUCCESS', { namespace: each });
    if (emptied.has(each)) emitHostEvent('disconnect', { namespace: each });
  }
}
