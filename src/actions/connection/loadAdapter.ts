import type { ChainNamespace } from '../../config/chainNamespaces';
import type { NamespaceAdapter } from '../../connectors/NamespaceAdapter';
import { namespaceConnector } from '../../connectors/namespaceConnectors';
import { ConnectorNotFoundError } from '../../errors/connectionErrors';
import { $config } from '../../stores/config';
import { blockchainContext } from '../../stores/serviceContexts';
import { onWalletChange } from './onWalletChange';

const loaded = new Map<ChainNamespace, NamespaceAdapter>();
const loading = new Map<ChainNamespace, Promise<NamespaceAdapter>>();

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

async function load(namespace: ChainNamespace): Promise<NamespaceAdapter> {
  const connector = namespaceConnector(namespace);
  if (!connector) throw new ConnectorNotFoundError(namespace);
  const adapter = await connector.load();
  configure(adapter);
  adapter.onChange((change) => onWalletChange(namespace, change));
  $config.listen(() => {
    try {
      configure(adapter);
    } catch {
      // A configuration the adapter cannot take: it keeps the one before.
    }
  });
  loaded.set(namespace, adapter);
  return adapter;
}

/**
 * A namespace's adapter: its chunk loads on the first call, then it follows the page's
 * configuration (the same adapter takes each new one, keeping the live connection) and
 * its wallet's own changes. Rejects with ConnectorNotFoundError for a namespace this build
 * cannot connect.
 */
export async function loadAdapter(namespace: ChainNamespace): Promise<NamespaceAdapter> {
  const adapter = loaded.get(namespace);
  if (adapter) {
    configure(adapter);
    return adapter;
  }
  let pending = loading.get(namespace);
  if (!pending) {
    pending = load(namespace).finally(() => loading.delete(namespace));
    loading.set(namespace, pending);
  }
  return pending;
}

/** The adapter of a namespace if it is loaded (nothing of a namespace never used is loaded to answer). */
export function loadedAdapter(namespace: ChainNamespace): NamespaceAdapter | undefined {
  return loaded.get(namespace);
}
