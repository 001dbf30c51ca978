import { switchActiveChain } from '../actions/switchActiveChain';
import { NetworkIcon } from '../components/NetworkIcon';
import { useStore } from '../hooks/useStore';
import { accountTexts } from '../i18n/accountTexts';
import { $config } from '../stores/config';
import { $activeNamespace } from '../stores/network';
import { $route } from '../stores/router';
import { stayConnectedText } from './SwitchedNamespaceNote';

/**
 * SwitchActiveChain: the visitor picked a network of another namespace than the connected
 * wallet's. Nothing is disconnected; switching makes that network active and leads to
 * Connect for its namespace.
 */
export function SwitchActiveChainView() {
  const route = useStore($route);
  const config = useStore($config);
  const active = useStore($activeNamespace);
  const network = config.networks.find((candidate) => candidate.caipNetworkId === route.data?.caipNetworkId);
  if (!network) return null;
  return (
    <div className="wm-connecting">
      <div className="wm-connecting-icon">
        <NetworkIcon network={network} size={64} />
      </div>
      <div className="wm-connecting-text">
        <h3>{accountTexts.switchTo({ network: network.name })}</h3>
        <p className="wm-muted">{stayConnectedText(active, network)}</p>
      </div>
      <button type="button" className="wm-button" onClick={() => switchActiveChain(network.caipNetworkId)}>
        {accountTexts.switchTo({ network: network.name })}
      </button>
    </div>
  );
}
