import { useStore } from '../../hooks/useStore';
import { walletsTexts } from '../../i18n/walletsTexts';
import type { WalletListEntry } from '../../services/walletList/WalletListEntry';
import { $route } from '../../stores/router';
import { $pairing } from '../../stores/walletConnectPairing';
import { walletLink } from '../../utils/formatWalletConnectLink';
import { isMobile } from '../../utils/isMobile';
import { GetWalletRow } from './GetWalletRow';
import { MobilePairingPanel } from './MobilePairingPanel';
import { PairingPanel } from './PairingPanel';
import { WalletLinkRow } from './WalletLinkRow';

/**
 * ConnectingWalletConnect: a wallet app picked from the list. On a phone "Open {name}" opens
 * the app through its mobile link (native scheme or universal link: `MobilePairingPanel`);
 * on a desktop the QR code is first, with the wallet's desktop app or web app as other ways
 * in. Only the wallet's own links that are safe to open (`walletLink`) get a button.
 */
export function ConnectingWalletConnectView() {
  const pairing = useStore($pairing);
  const wallet = useStore($route).data?.wallet as WalletListEntry | undefined;
  if (isMobile()) return <MobilePairingPanel wallet={wallet} />;
  const choice = pairing.choice;
  const name = choice?.name ?? 'WalletConnect';
  return (
    <div className="wm-stack">
      <PairingPanel walletName={choice?.name} />
      <WalletLinkRow label={walletsTexts.openApp({ name })} link={walletLink(choice?.desktop_link)} />
      <WalletLinkRow label={walletsTexts.openWebApp({ name })} link={walletLink(choice?.webapp_link)} />
      <GetWalletRow wallet={wallet} />
    </div>
  );
}
