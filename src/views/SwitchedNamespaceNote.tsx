import { useStore } from '../hooks/useStore';
import { messages } from '../i18n/messages';
import { $activeNetwork, $switchedFromCaipNetworkId } from '../stores/network';

/**
 * Connect after a switch to a namespace with no connection (SwitchActiveChain): says that the
 * wallet the visitor has stays connected and what to connect here; Back returns to it.
 */
export function SwitchedNamespaceNote() {
  const from = useStore($switchedFromCaipNetworkId);
  const network = useStore($activeNetwork);
  if (!from) return null;
  const name = (namespace: string) => messages.namespaceNames[namespace] ?? namespace;
  return <p className="wm-muted">{messages.switchActiveChainBody(name(from.split(':')[0] as string), name(network.chainNamespace), network.name)}</p>;
}
