import { useEffect } from 'react';
import { copyText } from '../actions/copyText';
import { refreshBalance } from '../actions/connection/refreshBalance';
import { refreshStaleBalances } from '../actions/account/refreshStaleBalances';
import { balanceKey } from '../actions/account/balanceKey';
import { startNameRegistration } from '../actions/names/startNameRegistration';
import { openWalletFeature } from '../actions/openWalletFeature';
import { disconnectAndClose } from '../actions/disconnectAndClose';
import { Avatar } from '../components/Avatar';
import { Icon, type IconName } from '../components/Icon';
import { useStore } from '../hooks/useStore';
import { buttonTexts } from '../i18n/buttonTexts';
import { messages } from '../i18n/messages';
import { accountTexts } from '../i18n/accountTexts';
import { $account } from '../stores/account';
import { $embeddedUser } from '../stores/embeddedUser';
import { $offeredFeatures } from '../stores/offeredFeatures';
import { $pendingTransactions } from '../stores/pendingTransactions';
import { $connectors } from '../stores/connectors';
import { $activeNetwork } from '../stores/network';
import { $tokenBalances } from '../stores/tokenBalances';
import { explorerAddressUrl } from '../utils/explorerUrls';
import { ExplorerLink } from '../components/ExplorerLink';
import { WalletIcon } from './WalletIcon';
import { Logo } from '../components/logos/Logo';
import { pushView } from '../stores/router';
import { formatAddress } from '../utils/formatAddress';
import { formatAmount } from '../utils/formatAmount';
import { formatUsd } from '../utils/formatUsd';
import { nativeBalanceOf } from '../utils/nativeToken';
import { toNumberOrZero } from '../utils/toNumberOrZero';
import { NetworkButton } from './NetworkButton';
import { WALLET_FEATURES_ORDER } from '../config/defaults';
import type { FeatureId } from '../features/featureRules';
import type { ViewName } from '../router/viewManifest';
import { TokenList } from './TokenList';
import { lazyView } from './lazyView';
import { $connections } from '../stores/connection';
import { $projectSettings } from '../stores/projectSettings';
import { isMultiWalletOn } from '../features/isMultiWalletOn';

/** The list of a namespace's connected wallets, in its own chunk: shown only when it has more than one. */
const ConnectedWallets = lazyView(() => import('./ConnectedWallets').then((chunk) => chunk.ConnectedWallets), null);
/** The embedded wallet's account type and its switch (on networks with smart accounts), in its own chunk: only email and social users load it. */
const AccountTypeSwitch = lazyView(() => import('./embedded/AccountTypeSwitch').then((chunk) => chunk.AccountTypeSwitch), null);

/** The wallet features built so far, with what opens each, its label and icon (spec §1 order: onramp, swaps, receive, send). */
// Labels are read at render, in the language of then.
const WALLET_FEATURE_VIEWS: Partial<Record<string, { view: ViewName; icon: IconName; label: () => string }>> = {
  onramp: { view: 'OnRampProviders', icon: 'buy', label: () => accountTexts.buy },
  swaps: { view: 'Swap', icon: 'swap', label: () => accountTexts.swap },
  receive: { view: 'WalletReceive', icon: 'receive', label: () => accountTexts.receive },
  send: { view: 'WalletSend', icon: 'send', label: () => accountTexts.send },
};

/**
 * Account: who is connected, on which network (a chip that opens Networks), with what balance
 * and its value; the wallet features as one row of icons, so the tokens show without scrolling;
 * Activity, the account name, Update email; Disconnect last. Each time it opens, balances older
 * than their 30 s cache are read again.
 */
export function AccountView() {
  useEffect(() => refreshStaleBalances(), []);
  const account = useStore($account);
  const address = account.address ?? '';
  const offered = useStore($offeredFeatures);
  const embedded = useStore($embeddedUser);
  const pending = useStore($pendingTransactions);
  const connectors = useStore($connectors);
  const network = useStore($activeNetwork);
  const tokens = useStore($tokenBalances);
  const connectionCount = useStore($connections)[network.chainNamespace]?.connections.length ?? 0;
  const multiWallet = isMultiWalletOn(useStore($projectSettings).remoteFeatures);
  const addressPage = address ? explorerAddressUrl(network, address) : undefined;
  const walletFeatures = WALLET_FEATURES_ORDER.filter((feature) => offered.has(feature as FeatureId)).flatMap((feature) => {
    const entry = WALLET_FEATURE_VIEWS[feature];
    return entry ? [entry] : [];
  });
  const embeddedLogin = account.connector?.type === 'AUTH' ? embedded : undefined;
  const signedInAs = embeddedLogin?.email ?? embeddedLogin?.userName;
  // A social login's wallet is its provider (Google, GitHub…), not the user's name on it.
  const social = embeddedLogin?.socialProvider;
  const walletName = social ? (messages.socialNames[social] ?? social) : account.connector?.name;
  // The price only from the balances of this account on this network, never from the last one's.
  const nativePrice = tokens.key === balanceKey(network.caipNetworkId, address) ? nativeBalanceOf(tokens.balances)?.price : undefined;
  return (
    <div className="wm-stack">
      <div className="wm-account">
        <NetworkButton chip />
        <Avatar address={address} image={account.profileImage} size={48} />
        <div className="wm-address-row">
          <p className="wm-address" title={address}>
            {account.profileName ?? formatAddress(address)}
          </p>
          <button type="button" className="wm-icon-button" aria-label={accountTexts.copyAddress} onClick={() => void copyText(address, 'address')}>
            <Icon name="copy" size={18} />
          </button>
        </div>
        {account.profileName ? <p className="wm-muted">{formatAddress(address)}</p> : null}
        {account.balanceUnavailable ? (
          // No figure: a balance that could not be read is not a zero.
          <div className="wm-balance" data-unavailable="true">
            {buttonTexts.balanceUnavailable}
          </div>
        ) : account.balance === undefined ? (
          // Until the first read answers: a placeholder, not a figure.
          <div className="wm-balance" data-loading="">
            <span className="wm-skeleton wm-skeleton-line" aria-hidden="true" />
            <span className="wm-visually-hidden" role="status">
              {messages.loading}
            </span>
          </div>
        ) : (
          // A figure, not a heading (axe's p-as-heading reads a large bold paragraph as one).
          <div className="wm-balance">{formatAmount(account.balance)} {account.balanceSymbol}</div>
        )}
        {nativePrice && account.balance !== undefined && !account.balanceUnavailable ? (
          <p className="wm-muted wm-balance-value">{formatUsd(toNumberOrZero(account.balance) * nativePrice)}</p>
        ) : null}
        {account.balanceUnavailable ? (
          <button type="button" className="wm-button" data-variant="secondary" onClick={() => void refreshBalance()}>
            {messages.tryAgain}
          </button>
        ) : null}
        {account.connector ? (
          <p className="wm-muted wm-account-wallet">
            {social ? <Logo name={social} size={16} /> : <WalletIcon src={connectors.find((connector) => connector.id === account.connector?.id)?.imageUrl} size={16} />}
            <span>{walletName}</span>
            <ExplorerLink href={addressPage} />
          </p>
        ) : null}
        {signedInAs ? <p className="wm-muted">{signedInAs}</p> : null}
      </div>
      {walletFeatures.length ? (
        <div className="wm-action-row" role="group" aria-label={accountTexts.walletFeatures}>
          {walletFeatures.map(({ view, icon, label }) => (
            <button key={view} type="button" className="wm-action" onClick={() => openWalletFeature(view)}>
              <Icon name={icon} />
              {label()}
            </button>
          ))}
        </div>
      ) : null}
      {pending.length ? (
        <p className="wm-muted wm-pending" role="status">
          <span className="wm-spinner" aria-hidden="true" /> {accountTexts.pendingTransactions(pending.length)}
        </p>
      ) : null}
      {connectionCount > 1 ? <ConnectedWallets /> : null}
      <TokenList />
      {offered.has('activity') ? (
        <button type="button" className="wm-list-button" onClick={() => pushView('Activity')}>
          <Icon name="clock" />
          <span>{accountTexts.activity}</span>
        </button>
      ) : null}
      {offered.has('smartSessions') ? (
        <button type="button" className="wm-list-button" onClick={() => pushView('SmartSessionList')}>
          <Icon name="clock" />
          <span>{accountTexts.sessions}</span>
        </button>
      ) : null}
      {offered.has('names') && !account.profileName ? (
        <button type="button" className="wm-list-button" onClick={startNameRegistration}>
          <Icon name="at" />
          <span>{accountTexts.chooseName}</span>
        </button>
      ) : null}
      {embeddedLogin?.email && !social ? (
        <button type="button" className="wm-list-button" onClick={() => pushView('UpdateEmailWallet')}>
          <Icon name="wallet" />
          <span>{accountTexts.updateEmail}</span>
        </button>
      ) : null}
      {embeddedLogin ? <AccountTypeSwitch /> : null}
      {multiWallet ? (
        <button type="button" className="wm-list-button" onClick={() => pushView('Connect')}>
          <Icon name="wallet" />
          <span>{accountTexts.addWallet}</span>
        </button>
      ) : null}
      <button type="button" className="wm-list-button" onClick={() => void disconnectAndClose()}>
        <Icon name="disconnect" />
        <span>{accountTexts.disconnect}</span>
      </button>
    </div>
  );
}
