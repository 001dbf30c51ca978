import { openWalletConnectQr } from '../actions/walletConnect/openWalletConnect';
import { Icon } from '../components/Icon';
import { useStore } from '../hooks/useStore';
import { messages } from '../i18n/messages';
import { $connectors } from '../stores/connectors';
import { $offeredFeatures, $offeredSocials } from '../stores/offeredFeatures';
import { $walletConnectOffered } from '../stores/walletConnectOffered';
import { $connectCatalog } from '../stores/walletCatalogConnect';
import { NetworkButton } from './NetworkButton';
import { SwitchedNamespaceNote } from './SwitchedNamespaceNote';
import { loadConnectCatalog } from './allWalletsChunk';
import { lazyView } from './lazyView';
import { InstalledWallets } from './walletList/InstalledWallets';
import { RowIcon } from './walletList/RowIcon';
import { EmailLoginForm } from './embedded/EmailLoginForm';
import { SocialLoginButtons } from './embedded/SocialLoginButtons';
import { currentSocialPlatform, socialsForPlatform } from '../utils/socialsForPlatform';

const ConnectCatalog = lazyView(loadConnectCatalog, null);

/**
 * Connect: the browser wallets found on this page, recent ones first, each a button named
 * by the wallet (the first four, the rest behind "N more installed"); then featured and recommended wallets of the catalogue and "All Wallets";
 * the email and social logins (spec §1 method order: wallets first when the browser has
 * some, email and socials first otherwise); the network to connect on; and help for visitors new to wallets.
 */
export function ConnectView() {
  const connectors = useStore($connectors);
  const catalog = useStore($connectCatalog);
  const catalogEmpty = catalog.featured.length + catalog.recommended.length === 0;
  // WalletConnect first, in the connector order of spec §1.
  const walletConnectOffered = useStore($walletConnectOffered);
  const emailOffered = useStore($offeredFeatures).has('email');
  const emailFirst = emailOffered && connectors.length === 0;
  const offeredSocials = useStore($offeredSocials);
  const socials = offeredSocials.length ? socialsForPlatform(offeredSocials, currentSocialPlatform()) : [];
  return (
    <div className="wm-stack">
      <SwitchedNamespaceNote />
      {emailFirst ? <EmailLoginForm /> : null}
      {emailFirst && socials.length ? <SocialLoginButtons socials={socials} /> : null}
      {walletConnectOffered ? (
        <button type="button" className="wm-list-button" onClick={() => openWalletConnectQr()}>
          <RowIcon name="walletConnect" />
          <span>{messages.walletConnect}</span>
          <span className="wm-end">{messages.scanQr}</span>
        </button>
      ) : null}
      {connectors.length > 0 ? (
        <InstalledWallets connectors={connectors} />
      ) : catalogEmpty && (catalog.status === 'loaded' || catalog.status === 'failed') ? (
        <div className="wm-empty">
          <Icon name="wallet" size={40} />
          <h3>{messages.noWalletsTitle}</h3>
          <p className="wm-muted">{messages.noWalletsBody}</p>
        </div>
      ) : null}
      <ConnectCatalog />
      {emailOffered && !emailFirst ? <EmailLoginForm /> : null}
      {!emailFirst && socials.length ? <SocialLoginButtons socials={socials} /> : null}
      <NetworkButton />
      <details
        className="wm-details"
        // Opened, its text comes into view: at the bottom of the card it was cut off.
        onToggle={(event) => {
          if (event.currentTarget.open) event.currentTarget.scrollIntoView({ block: 'nearest' });
        }}
      >
        <summary>
          <span>{messages.whatIsAWallet}</span>
          <Icon name="chevron" size={16} />
        </summary>
        <p className="wm-muted">{messages.whatIsAWalletBody}</p>
      </details>
    </div>
  );
}
