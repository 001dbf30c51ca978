import { useId } from 'react';
import { openWalletConnectQr } from '../actions/walletConnect/openWalletConnect';
import { Icon } from '../components/Icon';
import { useStore } from '../hooks/useStore';
import { messages } from '../i18n/messages';
import { $config } from '../stores/config';
import { $connectors } from '../stores/connectors';
import { $legalAccepted } from '../stores/legalAccepted';
import { $offeredFeatures, $offeredSocials } from '../stores/offeredFeatures';
import { $route, pushView } from '../stores/router';
import { $walletConnectOffered } from '../stores/walletConnectOffered';
import { $connectCatalog } from '../stores/walletCatalogConnect';
import { NetworkButton } from './NetworkButton';
import { SwitchedNamespaceNote } from './SwitchedNamespaceNote';
import { lazyView } from './lazyView';
import { InstalledWallets } from './walletList/InstalledWallets';
import { RowIcon } from './walletList/RowIcon';
import { EmailLoginForm } from './embedded/EmailLoginForm';
import { SocialLoginButtons } from './embedded/SocialLoginButtons';
import { isMobile } from '../utils/isMobile';
import { currentSocialPlatform, socialsForPlatform } from '../utils/socialsForPlatform';

/**
 * The catalogue part of Connect (featured, recommended, "All Wallets"): it waits on the
 * wallet-list service anyway, so its code waits too, off the first load; the legal checkbox
 * comes in the same chunk.
 */
const parts = () => import('./connectParts');
const ConnectCatalog = lazyView(() => parts().then((module) => module.ConnectCatalog), null);
const LegalCheckbox = lazyView(() => parts().then((module) => module.LegalCheckbox), null);

/**
 * Connect, in spec §1's method order: the wallets first when the browser has some, email and
 * socials first otherwise, with "or" between. The wallets: WalletConnect, those found on this
 * page (recent first, the rest behind "N more installed"), featured and recommended wallets of
 * the catalogue and "All Wallets". Above email and socials they are cut short, so both stay in
 * view: one or two found on the page, and of the catalogue as many as AppKit's cap leaves (four
 * wallets, email and socials counting one each). With the collapseWallets feature and email or
 * socials offered, they are one row, "Continue with a wallet" with the count of those
 * installed, that opens them alone (ConnectWallets, this view too; Back collapses them again).
 * With the legalCheckbox feature and a terms or privacy link, every method is disabled (for
 * the eye, the keyboard and assistive technology, and described by the checkbox) until the
 * visitor agrees. Then the network to connect on, and help for visitors new to wallets. On a
 * phone the WalletConnect row promises no QR code: it offers the wallet apps to open
 * (ConnectingWalletConnectBasic).
 */
export function ConnectView() {
  const connectors = useStore($connectors);
  const catalog = useStore($connectCatalog);
  const catalogEmpty = catalog.featured.length + catalog.recommended.length === 0;
  // WalletConnect first, in the connector order of spec §1.
  const walletConnectOffered = useStore($walletConnectOffered);
  const { features, termsConditionsUrl: terms, privacyPolicyUrl: privacy } = useStore($config);
  const accepted = useStore($legalAccepted);
  const legalId = useId();
  const opened = useStore($route).view === 'ConnectWallets';
  const emailOffered = useStore($offeredFeatures).has('email') && !opened;
  const offeredSocials = useStore($offeredSocials);
  const socials = offeredSocials.length && !opened ? socialsForPlatform(offeredSocials, currentSocialPlatform()) : [];
  const logins = (emailOffered ? 1 : 0) + (socials.length ? 1 : 0);
  const collapsed = features.collapseWallets && logins > 0;
  const walletsFirst = connectors.length > 0 && !collapsed;
  const capped = walletsFirst && logins > 0;
  const installedRows = capped ? Math.min(connectors.length, 2) : 0;
  const asked = features.legalCheckbox && !!(terms || privacy);
  const waiting = asked && !accepted;
  const loginSection = (
    <>
      {emailOffered ? <EmailLoginForm /> : null}
      {socials.length ? <SocialLoginButtons socials={socials} /> : null}
    </>
  );
  const walletSection = collapsed ? (
    <button type="button" className="wm-list-button" onClick={() => pushView('ConnectWallets')}>
      <RowIcon name="wallet" />
      <span>{messages.continueWithWallet}</span>
      {connectors.length ? <span className="wm-end">{messages.installedCount(connectors.length)}</span> : null}
    </button>
  ) : (
    <>
      {walletConnectOffered ? (
        <button type="button" className="wm-list-button" onClick={() => openWalletConnectQr()}>
          <RowIcon name="walletConnect" />
          <span>{messages.walletConnect}</span>
          {isMobile() ? null : <span className="wm-end">{messages.scanQr}</span>}
        </button>
      ) : null}
      {connectors.length > 0 ? (
        <InstalledWallets connectors={connectors} first={capped ? (connectors.length > 2 ? 1 : 2) : undefined} />
      ) : catalogEmpty && (catalog.status === 'loaded' || catalog.status === 'failed') ? (
        <div className="wm-empty">
          <Icon name="wallet" size={40} />
          <h3>{messages.noWalletsTitle}</h3>
          <p className="wm-muted">{messages.noWalletsBody}</p>
        </div>
      ) : null}
      <ConnectCatalog rows={capped ? Math.max(0, 4 - installedRows - logins) : undefined} />
    </>
  );
  return (
    <div className="wm-stack">
      <SwitchedNamespaceNote />
      {asked ? <LegalCheckbox id={legalId} accepted={accepted} terms={terms} privacy={privacy} /> : null}
      <fieldset className="wm-stack wm-methods" disabled={waiting} aria-describedby={waiting ? legalId : undefined}>
        {walletsFirst ? walletSection : loginSection}
        {logins ? <p className="wm-or">{messages.or}</p> : null}
        {walletsFirst ? loginSection : walletSection}
      </fieldset>
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
