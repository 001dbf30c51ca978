import { disconnectAndClose } from '../actions/disconnectAndClose';
import { selectNetwork } from '../actions/selectNetwork';
import { useStore } from '../hooks/useStore';
import { accountTexts } from '../i18n/accountTexts';
import { $config } from '../stores/config';
import { $activeNetwork } from '../stores/network';
import { NetworkList } from './NetworkList';

/**
 * UnsupportedChain: the wallet is on a network the page did not request. The way out is a
 * requested network of the wallet's own namespace (another namespace's network would not move
 * this wallet), or Disconnect.
 */
export function UnsupportedChainView() {
  const config = useStore($config);
  const active = useStore($activeNetwork);
  return (
    <div className="wm-stack">
      <p className="wm-muted">{accountTexts.unsupportedBody}</p>
      <NetworkList
        networks={config.networks.filter((network) => network.chainNamespace === active.chainNamespace)}
        activeCaipNetworkId={active.caipNetworkId}
        onSelect={(id) => void selectNetwork(id)}
      />
      <button type="button" className="wm-button" data-variant="danger" onClick={() => void disconnectAndClose()}>
        {accountTexts.disconnect}
      </button>
    </div>
  );
}
