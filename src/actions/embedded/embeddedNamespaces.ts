import type { ChainNamespace } from '../../config/chainNamespaces';
import { NAMESPACE_CONNECTORS } from '../../connectors/namespaceConnectors';
import { $config } from '../../stores/config';

/** The configured namespaces in which the embedded wallet holds an account. */
export function embeddedNamespaces(): ChainNamespace[] {
  const configured = new Set($config.get().networks.map((network) => network.chainNamespace));
  return NAMESPACE_CONNECTORS.filter((connector) => connector.embedded && configured.has(connector.namespace)).map((connector) => connector.namespace);
}
