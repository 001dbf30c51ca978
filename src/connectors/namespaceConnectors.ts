import type { ChainNamespace } from '../config/chainNamespaces';
import type { NamespaceConnector } from './NamespaceConnector';
import { eip155Connector } from './eip155/eip155Connector';

/**
 * Every chain namespace this build can connect. Adding one is a folder under connectors/
 * with its NamespaceConnector, registered here; the actions, stores and views need nothing
 * more.
 */
export const NAMESPACE_CONNECTORS: readonly NamespaceConnector[] = [eip155Connector];

export function namespaceConnector(namespace: ChainNamespace): NamespaceConnector | undefined {
  return NAMESPACE_CONNECTORS.find((connector) => connector.namespace === namespace);
}
