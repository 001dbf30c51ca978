import type { ChainNamespace } from '../config/chainNamespaces';
import type { NamespaceConnector } from './NamespaceConnector';
import { bip122Connector } from './bip122/bip122Connector';
import { cosmosConnector } from './cosmos/cosmosConnector';
import { eip155Connector } from './eip155/eip155Connector';
import { solanaConnector } from './solana/solanaConnector';

/**
 * Every chain namespace this build can connect. Adding one is a folder under connectors/
 * with its NamespaceConnector, registered here; the actions, stores and views need nothing
 * more.
 */
export const NAMESPACE_CONNECTORS: readonly NamespaceConnector[] = [eip155Connector, solanaConnector, bip122Connector, cosmosConnector];

export function namespaceConnector(namespace: ChainNamespace): NamespaceConnector | undefined {
  return NAMESPACE_CONNECTORS.find((connector) => connector.namespace === namespace);
}
