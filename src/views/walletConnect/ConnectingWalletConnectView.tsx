import { openWalletLink } from '../../actions/walletConnect/openWalletLink';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { $pairing } from '../../stores/walletConnectPairing';
import { $route, pushView } from '../../stores/router';
import { downloadLinks } from '../../utils/downloadLinks';
import type { WalletListEntry } from '../../services/walletList/WalletListEntry';
import { walletLink } from '../../utils/formatWalletConnectLink';
import { isMobile } from '../../utils/isMobile';
import { PairingPanel } from './PairingPanel';

/**
 * ConnectingWalletConnect: a wallet app picked from the list. On a phone its app opens
 * through the mobile link (native scheme or universal link); on a desktop the QR code is
 * first, with the wallet's desktop app or web app as other ways in.
 */
export function ConnectingWalletConnectView() {
  const pairing = useStore($pairing);
  const wallet = useStore($route).data?.wallet as WalletListEntry | undefined;
  const choice = pairing.choice;
  const uri = pairing.uri;
  const name = choice?.name ?? 'WalletConnect';
  // Only the wallet's own links that are safe to open (see `safeLinkUrl`) get a button.
  const links = uri && choice
    ? [
        { label: messages.openApp(name), link: walletLink(isMobile() ? choice.mobile_link : choice.desktop_link) },
        { label: messages.openWebApp(name), link: walletLink(choice.webapp_link) },
      ].filter((entry): entry is { label: string; link: string } => !!entry.link)
    : [];
  return (
    <div className="wm-stack">
      <PairingPanel walletName={choice?.name} />
      {pairing.status === 'failed'
        ? null
        : links.map((link) => (
            <button key={link.label} type="button" className="wm-list-button" onClick={() => uri && openWalletLink(link.link, uri, name)}>
              <span>{link.label}</span>
            </button>
          ))}
      {wallet && downloadLinks(wallet).length > 0 ? (
        <button type="button" className="wm-list-button" onClick={() => pushView('Downloads', { wallet })}>
          <span>{messages.getWallet(wallet.name)}</span>
        </button>
      ) : null}
    </div>
  );
}
