import { NetworkIcon } from '../components/NetworkIcon';
import { useStore } from '../hooks/useStore';
import { accountTexts } from '../i18n/accountTexts';
import { messages } from '../i18n/messages';
import { $account } from '../stores/account';
import { $config } from '../stores/config';
import { $route } from '../stores/router';

/** SwitchNetwork: the wallet was asked to move to another network; waiting for its answer. */
export function SwitchNetworkView() {
  const route = useStore($route);
  const config = useStore($config);
  const account = useStore($account);
  const network = config.networks.find((candidate) => candidate.caipNetworkId === route.data?.caipNetworkId);
  if (!network) return null;
  return (
    <div className="wm-connecting">
      <div className="wm-connecting-icon">
        <NetworkIcon network={network} size={64} />
        <span className="wm-spinner-ring" aria-hidden="true" />
      </div>
      <div role="status" aria-live="polite" className="wm-connecting-text">
        <h3>{accountTexts.approveInWallet}</h3>
        <p className="wm-muted">{accountTexts.acceptSwitch({ network: network.name, wallet: account.connector?.name ?? messages.yourWallet })}</p>
      </div>
    </div>
  );
}
