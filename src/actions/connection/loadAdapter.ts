import type { ChainNamespace } from '../../config/chainNamespaces';
import type { NamespaceAdapter } from '../../connectors/NamespaceAdapter';
import { namespaceConnector } from '../../connectors/namespaceConnectors';
import { ConnectorNotFoundError } from '../../errors/connectionErrors';
import { $config } from '../../stores/config';
import { getConnectionState } from '../../stores/connection';
import { blockchainContext } from '../../stores/serviceContexts';
import { onWalletChange } from './onWalletChange';

/** A loaded adapter instance, the connection it holds (its connector uid, none while spare) and how it stops following the configuration. */
interface Instance {
  adapter: NamespaceAdapter;
  owner: string | undefined;
  stop: () => void;
}

/** Per namespace: the instance of each connection (by connector uid), and one spare that holds none. */
const pools = new Map<ChainNamespace, Map<string, Instance>>();
const spares = new Map<ChainNamespace, Instance>();
const loading = new Map<ChainNamespace, Promise<Instance>>();

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

async function load(namespace: ChainNamespace): Promise<Instance> {
  const connector = namespaceConnector(namespace);
  if (!connector) throw new ConnectorNotFoundError(namespace);
  const adapter = await connector.load();
  configure(adapter);
  const instance: Instance = { adapter, owner: undefined, stop: () => undefined };
  // The wallet's own changes belong to the connection this instance holds when they arrive.
  const unwatch = adapter.onChange((change) => {
    const owner = instance.owner;
    if (owner !== undefined || change.type === 'rejected') onWalletChange(namespace, owner, change);
    // The wallet ended the connection: this instance holds nothing any more.
    const ended = owner !== undefined && change.type === 'disconnected';
    if (ended && !getConnectionState(namespace).connections.some((record) => record.connector.uid === owner)) void releaseAdapter(namespace, owner);
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
  return instance;
}

function pool(namespace: ChainNamespace): Map<string, Instance> {
  let found = pools.get(namespace);
  if (!found) pools.set(namespace, (found = new Map()));
  return found;
}

/** The namespace's spare instance, loaded (the namespace's chunk with it) on first need. */
async function spare(namespace: ChainNamespace): Promise<Instance> {
  const ready = spares.get(namespace);
  if (ready) {
    configure(ready.adapter);
    return ready;
  }
  let pending = loading.get(namespace);
  if (!pending) {
    pending = load(namespace)
      .then((instance) => {
        spares.set(namespace, instance);
        return instance;
      })
      .finally(() => loading.delete(namespace));
    loading.set(namespace, pending);
  }
  return pending;
}

function currentInstance(namespace: ChainNamespace): Instance | undefined {
  const uid = getConnectionState(namespace).currentConnectorUid;
  return uid === undefined ? undefined : pools.get(namespace)?.get(uid);
}

/**
 * A namespace's adapter for what is not bound to one wallet or goes to the current one
 * (requests, sends, swaps, balances, sign-in): the current connection's instance, else the
 * spare. Its chunk loads on the first call; each instance follows the page's configuration,
 * keeping its live connection. Rejects with ConnectorNotFoundError for a namespace this
 * build cannot connect.
 */
export async function loadAdapter(namespace: ChainNamespace): Promise<NamespaceAdapter> {
  const current = currentInstance(namespace);
  if (current) {
    configure(current.adapter);
    return current.adapter;
  }
  return (await spare(namespace)).adapter;
}

/**
 * The adapter instance that holds (or is to hold) one connection of a namespace, by its
 * connector uid: each wallet connected at once has its own, whose own changes update that
 * connection only. A new connection takes the spare instance.
 */
export async function adapterFor(namespace: ChainNamespace, connectorUid: string): Promise<NamespaceAdapter> {
  const held = pools.get(namespace)?.get(connectorUid);
  if (held) {
    configure(held.adapter);
    return held.adapter;
  }
  const instance = await spare(namespace);
  // Another call took the spare meanwhile (or bound it to this connection).
  const bound = pools.get(namespace)?.get(connectorUid);
  if (bound) return bound.adapter;
  if (spares.get(namespace) === instance) spares.delete(namespace);
  else return adapterFor(namespace, connectorUid);
  instance.owner = connectorUid;
  pool(namespace).set(connectorUid, instance);
  return instance.adapter;
}

/** The instance of a connection, if one is loaded. */
export function loadedAdapterOf(namespace: ChainNamespace, connectorUid: string): NamespaceAdapter | undefined {
  return pools.get(namespace)?.get(connectorUid)?.adapter;
}

/**
 * Lets go of a connection's instance once the connection ended (or never came about): at
 * once it holds the connection no more (its wallet's events reach nothing, a new connection
 * of the same wallet takes another instance); `tell` then tells its wallet, and it becomes the
 * spare, or is dropped when there is one. Rejects with what `tell` rejected with.
 */
export async function releaseAdapter(
  namespace: ChainNamespace,
  connectorUid: string,
  tell: (adapter: NamespaceAdapter) => Promise<void> = async () => undefined,
): Promise<void> {
  const instance = pools.get(namespace)?.get(connectorUid);
  if (!instance) return;
  pools.get(namespace)?.delete(connectorUid);
  instance.owner = undefined;
  try {
    await tell(instance.adapter);
  } finally {
    if (spares.has(namespace) || loading.has(namespace)) instance.stop();
    else spares.set(namespace, instance);
  }
}

/** The adapter of a namespace if it is loaded (nothing of a namespace never used is loaded to answer): the current connection's, else the spare. */
export function loadedAdapter(namespace: ChainNamespace): NamespaceAdapter | undefined {
  return (currentInstance(namespace) ?? spares.get(namespace))?.adapter;
}
