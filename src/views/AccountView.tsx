import { copyText } from '../actions/copyText';
import { disconnectAndClose } from '../actions/disconnectAndClose';
import { Avatar } from '../components/Avatar';
import { Icon } from '../components/Icon';
import { useStore } from '../hooks/useStore';
import { messages } from '../i18n/messages';
import { $account } from '../stores/account';
import { $config } from '../stores/config';
import { $projectSettings, isRemoteFeatureEnabled } from '../stores/projectSettings';
import { pushView } from '../stores/router';
import { formatAddress } from '../utils/formatAddress';
import { formatBalance } from '../utils/formatBalance';
import { NetworkButton } from './NetworkButton';
import { TokenList } from './TokenList';

/** Account: who is connected, on which network, with what balance; switch or disconnect. */
export function AccountView() {
  const account = useStore($account);
  const config = useStore($config);
  const settings = useStore($projectSettings);
  const address = account.address ?? '';
  // Activity is EVM only (spec §9); the page's features and the project's remote switch can turn it off.
  const showActivity = account.namespace === 'eip155' && config.features.history && isRemoteFeatureEnabled(settings, 'activity') !== false;
  return (
    <div className="wm-stack">
      <div className="wm-account">
        <Avatar address={address} image={account.profileImage} size={64} />
        <div className="wm-address-row">
          <p className="wm-address" title={address}>
            {account.profileName ?? formatAddress(address)}
          </p>
          <button type="button" className="wm-icon-button" aria-label={messages.copyAddress} onClick={() => void copyText(address, 'address')}>
            <Icon name="copy" size={18} />
          </button>
        </div>
        {account.profileName ? <p className="wm-muted">{formatAddress(address)}</p> : null}
        <p className="wm-balance" data-unavailable={account.balanceUnavailable ? 'true' : undefined}>
          {formatBalance(account.balance, account.balanceSymbol)}
          {account.balanceUnavailable ? <span className="wm-unavailable"> · {messages.balanceUnavailable}</span> : null}
        </p>
      </div>
      <NetworkButton />
      {showActivity ? (
        <button type="button" className="wm-list-button" onClick={() => pushView('Activity')}>
          <Icon name="network" size={32} />
          <span>{messages.activity}</span>
        </button>
      ) : null}
      <TokenList />
      <button type="button" className="wm-list-button" onClick={() => void disconnectAndClose()}>
        <Icon name="disconnect" size={32} />
        <span>{messages.disconnect}</span>
      </button>
    </div>
  );
}
