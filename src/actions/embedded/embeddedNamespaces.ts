import type { ChainNamespace } from '../../config/chainNamespaces';
import { namespaceConnectors } from '../../connectors/namespaceConnectors';
import type { Network } from '../../config/Network';
import { $config } from '../../stores/config';
import { targetNetwork } from '../connection/targetNetwork';

/** The configured namespaces in which the embedded wallet holds an account. */
export function embeddedNamespaces(): ChainNamespace[] {
  const configured = new Set($config.get().networks.map((network) => network.chainNamespace));
  return namespaceConnectors().filter((connector) => connector.embedded && configured.has(connector.namespace)).map((connector) => connector.namespace);
}

/** The network the embedded wallet starts on: the one its first namespace would connect on. */
export function embeddedNetwork(): Network | undefined {
  const [first] = embeddedNamespaces();
  return first ? targetNetwork(first) : undefined;
}
