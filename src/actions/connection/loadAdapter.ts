import type { ChainNamespace } from '../../config/chainNamespaces';
import type { NamespaceAdapter } from '../../connectors/NamespaceAdapter';
import { namespaceConnector } from '../../connectors/namespaceConnectors';
import { ConnectorNotFoundError } from '../../errors/walletRequestErrors';
import { $config } from '../../stores/config';
import { getConnectionState } from '../../stores/connection';
import { blockchainContext } from '../../stores/serviceContexts';

/** An adapter instance as it loads, once loaded, and how it stops following its wallet and the configuration. */
interface Instance {
  ready: Promise<NamespaceAdapter>;
  adapter?: NamespaceAdapter;
  stop: () => void;
}

/** Per namespace, the instance of each connection by connector uid; `''` is the one that holds none (for what needs no wallet). */
const pools = new Map<ChainNamespace, Map<string, Instance>>();

/** Gives an adapter the configuration of now: its namespace's networks, the RPC timeout and the services it reads. */
function configure(adapter: NamespaceAdapter): void {
  const { networks, serviceTimeoutMs, bitcoinApiUrl } = $config.get();
  adapter.configure({
    networks: networks.filter((network) => network.chainNamespace === adapter.namespace),
    timeoutMs: serviceTimeoutMs,
    bitcoinApiUrl,
    dataService: blockchainContext(),
  });
}

/** Loads an instance for one connection (`uid`): its wallet's own changes belong to that connection while the pool holds it. */
async function load(namespace: ChainNamespace, uid: string, instance: Instance, pool: Map<string, Instance>): Promise<NamespaceAdapter> {
  const connector = namespaceConnector(namespace);
  if (!connector) throw new ConnectorNotFoundError(namespace);
  // What follows a wallet's own changes comes with the first adapter: nothing changes before one is connected.
  const [adapter, { onWalletChange }] = await Promise.all([connector.load(), import('./onWalletChange')]);
  configure(adapter);
  const unwatch = adapter.onChange((change) => {
    if (pool.get(uid) !== instance) return;
    onWalletChange(namespace, uid || undefined, change);
    // The wallet ended the connection: this instance holds nothing any more.
    if (change.type === 'disconnected') releaseUnused(namespace, uid);
  });
  const unlisten = $config.listen(() => {
    try {
      configure(adapter);
    } catch {
      // A configuration the adapter cannot take: it keeps the one before.
    }
  });
  instance.stop = () => {
    unwatch();
    unlisten();
  };
  instance.adapter = adapter;
  return adapter;
}

function instanceOf(namespace: ChainNamespace, uid: string): Instance {
  let pool = pools.get(namespace);
  if (!pool) pools.set(namespace, (pool = new Map()));
  const held = pool.get(uid);
  if (held) return held;
  const owner = pool;
  const instance = { stop: () => undefined } as unknown as Instance;
  instance.ready = load(namespace, uid, instance, owner).catch((error: unknown) => {
    if (owner.get(uid) === instance) owner.delete(uid);
    throw error;
  });
  pool.set(uid, instance);
  return instance;
}

/** The current connection's uid when its instance is in the pool, else `''`. */
function currentUid(namespace: ChainNamespace): string {
  const uid = getConnectionState(namespace).currentConnectorUid;
  return uid !== undefined && pools.get(namespace)?.has(uid) ? uid : '';
}

/**
 * The adapter instance that holds (or is to hold) one connection of a namespace, by its
 * connector uid: each wallet connected at once has its own, whose own changes update that
 * connection only. Its chunk loads on the first call; each instance follows the page's
 * configuration, keeping its live connection. Rejects with ConnectorNotFoundError for a
 * namespace this build cannot connect.
 */
export async function adapterFor(namespace: ChainNamespace, connectorUid: string): Promise<NamespaceAdapter> {
  const adapter = await instanceOf(namespace, connectorUid).ready;
  configure(adapter);
  return adapter;
}

/**
 * A namespace's adapter for what is not bound to one wallet or goes to the current one
 * (requests, sends, swaps, balances, sign-in): the current connection's instance, else one
 * that holds none.
 */
export function loadAdapter(namespace: ChainNamespace): Promise<NamespaceAdapter> {
  return adapterFor(namespace, currentUid(namespace));
}

/**
 * Lets go of a connection's instance once the connection ended (or never came about): at
 * once its wallet's events reach nothing and a new connection of the same wallet takes
 * another instance; `tell` then tells its wallet. Rejects with what `tell` rejected with.
 */
export async function releaseAdapter(
  namespace: ChainNamespace,
  connectorUid: string,
  tell: (adapter: NamespaceAdapter) => Promise<void> = async () => undefined,
): Promise<void> {
  const instance = pools.get(namespace)?.get(connectorUid);
  if (!instance) return;
  pools.get(namespace)?.delete(connectorUid);
  const adapter = await instance.ready.catch(() => undefined);
  try {
    if (adapter) await tell(adapter);
  } finally {
    instance.stop();
  }
}

/** Lets go of a connection's instance when the namespace holds no such connection (it never came about, or ended). */
export function releaseUnused(namespace: ChainNamespace, connectorUid: string): void {
  if (!getConnectionState(namespace).connections.some((record) => record.connector.uid === connectorUid)) void releaseAdapter(namespace, connectorUid);
}

/** The adapter of a namespace if it is loaded (nothing of a namespace never used is loaded to answer): the current connection's, else the one that holds none. */
export function loadedAdapter(namespace: ChainNamespace): NamespaceAdapter | undefined {
  return pools.get(namespace)?.get(currentUid(namespace))?.adapter;
}
