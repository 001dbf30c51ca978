import { Icon } from '../components/Icon';
import { NetworkIcon } from '../components/NetworkIcon';
import { useStore } from '../hooks/useStore';
import { messages } from '../i18n/messages';
import { $activeNetwork } from '../stores/network';
import { pushView } from '../stores/router';

/**
 * Connect: the ways to connect found on this page, the network to connect on, and help
 * for visitors new to wallets. No wallet connector is built yet, so the list is empty.
 */
export function ConnectView() {
  const network = useStore($activeNetwork);
  return (
    <div className="wm-stack">
      <div className="wm-empty">
        <Icon name="wallet" size={40} />
        <h3>{messages.noWalletsTitle}</h3>
        <p className="wm-muted">{messages.noWalletsBody}</p>
      </div>
      <button type="button" className="wm-list-button" onClick={() => pushView('Networks')}>
        <NetworkIcon network={network} />
        <span>{messages.network}</span>
        <span className="wm-end">{network.name}</span>
      </button>
      <details className="wm-details">
        <summary>{messages.whatIsAWallet}</summary>
        <p className="wm-muted">{messages.whatIsAWalletBody}</p>
      </details>
    </div>
  );
}
