import type { ChainNamespace } from '../config/chainNamespaces';
import type { NamespaceConnector } from '../connectors/NamespaceConnector';
import { namespaceConnector, type ProvidersByNamespace } from '../connectors/namespaceConnectors';
import { ProviderNotAvailableError } from '../errors/modalErrors';
import { $activeNamespace } from '../stores/network';
import type { ProviderHost } from './ProviderHost';
import { readHostSnapshot } from './readHostSnapshot';
import { connectedAddress, watchConnectedAddress } from './watchConnectedAddress';

export type { ProvidersByNamespace };

const made = new Map<NamespaceConnector, object>();
const host: ProviderHost = { snapshot: readHostSnapshot, connectedAddress, watchConnectedAddress };

/**
 * The page's provider for a namespace (default: the active one): the same object on every
 * call, before and after a connection, across reconnects and wallet changes. Each registered
 * namespace makes its own (its connector's createProvider, once); a namespace that is not
 * registered throws ProviderNotAvailableError.
 *
 * @example
 * const provider = getProvider() // the active namespace's
 * provider.on('accountsChanged', (accounts) => console.log(accounts))
 */
export function getProvider<N extends keyof ProvidersByNamespace>(namespace: N): ProvidersByNamespace[N];
export function getProvider(namespace?: ChainNamespace): ProvidersByNamespace[keyof ProvidersByNamespace];
export function getProvider(namespace: ChainNamespace = $activeNamespace.get()): ProvidersByNamespace[keyof ProvidersByNamespace] {
  const connector = namespaceConnector(namespace);
  if (!connector) throw new ProviderNotAvailableError(namespace);
  let provider = made.get(connector);
  if (!provider) made.set(connector, (provider = connector.createProvider(host)));
  return provider as ProvidersByNamespace[keyof ProvidersByNamespace];
}
