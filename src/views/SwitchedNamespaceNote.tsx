import type { Network } from '../config/Network';
import { useStore } from '../hooks/useStore';
import { messages } from '../i18n/messages';
import { $activeNetwork, $switchedFromCaipNetworkId } from '../stores/network';

/** "Your {connected} wallet stays connected; connect a {family} wallet to use {network}." */
export function stayConnectedText(connectedNamespace: string, network: Network): string {
  const name = (namespace: string) => messages.namespaceNames[namespace] ?? namespace;
  return messages.switchActiveChainBody({ connected: name(connectedNamespace), family: name(network.chainNamespace), network: network.name });
}

/**
 * Connect after a switch to a namespace with no connection (SwitchActiveChain): says that the
 * wallet the visitor has stays connected and what to connect here; Back returns to it.
 */
export function SwitchedNamespaceNote() {
  const from = useStore($switchedFromCaipNetworkId);
  const network = useStore($activeNetwork);
  if (!from) return null;
  return <p className="wm-muted">{stayConnectedText(from.split(':')[0] as string, network)}</p>;
}
