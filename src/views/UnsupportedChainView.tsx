import { selectNetwork } from '../actions/selectNetwork';
import { useStore } from '../hooks/useStore';
import { messages } from '../i18n/messages';
import { $config } from '../stores/config';
import { $activeNetwork } from '../stores/network';
import { NetworkList } from './NetworkList';

/** UnsupportedChain: the wallet is on a network the page did not request. */
export function UnsupportedChainView() {
  const config = useStore($config);
  const active = useStore($activeNetwork);
  return (
    <div className="wm-stack">
      <p className="wm-muted">{messages.unsupportedBody}</p>
      <NetworkList
        networks={config.networks}
        activeCaipNetworkId={active.caipNetworkId}
        onSelect={(id) => void selectNetwork(id)}
      />
    </div>
  );
}
