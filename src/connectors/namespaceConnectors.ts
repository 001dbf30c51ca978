import { atom } from 'nanostores';
import { NamespaceAlreadyRegisteredError } from '../errors/modalErrors';
import type { Bip122Provider } from './bip122/provider/Bip122Provider';
import { bip122Connector } from './bip122/bip122Connector';
import type { CosmosProvider } from './cosmos/CosmosProvider';
import { cosmosConnector } from './cosmos/cosmosConnector';
import type { Eip155Provider } from './eip155/provider/Eip155Provider';
import { eip155Connector } from './eip155/eip155Connector';
import type { BuiltInNetwork, NamespaceConnector } from './NamespaceConnector';
import type { PolkadotProvider } from './polkadot/PolkadotProvider';
import { polkadotConnector } from './polkadot/polkadotConnector';
import type { SolanaProvider } from './solana/provider/SolanaProvider';
import { solanaConnector } from './solana/solanaConnector';

/**
 * The host's provider of each namespace this build registers, by namespace (getProvider's
 * types). A namespace registered at run time by a plugin adds its own by declaration merging.
 */
export interface ProvidersByNamespace {
  eip155: Eip155Provider;
  solana: SolanaProvider;
  bip122: Bip122Provider;
  polkadot: PolkadotProvider;
  cosmos: CosmosProvider;
}

/**
 * Every chain namespace this build can connect, one line each, in the order their wallets are
 * listed. Adding one is a folder under connectors/ with its NamespaceConnector, a line here and
 * its provider's type in ProvidersByNamespace; nothing else names it.
 */
const BUILT_IN = {
  eip155: eip155Connector,
  solana: solanaConnector,
  bip122: bip122Connector,
  polkadot: polkadotConnector,
  cosmos: cosmosConnector,
} satisfies { [N in keyof ProvidersByNamespace]: NamespaceConnector<ProvidersByNamespace[N]> & { namespace: N } };

/** The registered namespaces: this build's, then any registered at run time. */
export const $namespaceConnectors = atom<readonly NamespaceConnector[]>(Object.values(BUILT_IN));

/** The registered namespaces, in registration order. */
export function namespaceConnectors(): readonly NamespaceConnector[] {
  return $namespaceConnectors.get();
}

/** The registered namespace of this name, if any. */
export function namespaceConnector(namespace: string): NamespaceConnector | undefined {
  return $namespaceConnectors.get().find((connector) => connector.namespace === namespace);
}

/**
 * Registers one more namespace at run time (a plugin, a test's fixture), before the modal
 * mounts (mounting starts every namespace's discovery): from then on it is configured, listed,
 * connected and asked like this build's own. A name already registered throws
 * NamespaceAlreadyRegisteredError (registering the same connector again does nothing).
 */
export function registerNamespace(connector: NamespaceConnector): void {
  const known = namespaceConnector(connector.namespace);
  if (known === connector) return;
  if (known) throw new NamespaceAlreadyRegisteredError(connector.namespace);
  $namespaceConnectors.set([...$namespaceConnectors.get(), connector]);
}

/** The registered built-in network of a CAIP-2 id, if any. */
export function builtInNetwork(caipNetworkId: string): BuiltInNetwork | undefined {
  for (const connector of $namespaceConnectors.get()) {
    const network = connector.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId);
    if (network) return network;
  }
  return undefined;
}
