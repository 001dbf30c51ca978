import { walletsTexts } from '../../i18n/walletsTexts';
import { ConnectCatalog } from '../walletList/ConnectCatalog';
import { CopyLinkButton } from './CopyLinkButton';
import { PairingStatus } from './PairingStatus';
import { RetryPairingButton } from './RetryPairingButton';

/**
 * The plain WalletConnect entry on a phone, where a QR code is of no use (this very device
 * would have to scan it), as AppKit's mobile view does: the catalogue's wallets, each of which
 * opens its app with a pairing ("Open {name}", ConnectingWalletConnect), All Wallets, and Copy
 * link for an app that is not listed. After a failure: why, and Try again.
 */
export function PhoneWalletChoices() {
  return (
    <div className="wm-stack">
      <PairingStatus>
        <p className="wm-muted">{walletsTexts.pickWalletApp}</p>
      </PairingStatus>
      <ConnectCatalog />
      <div className="wm-actions">
        <RetryPairingButton />
        <CopyLinkButton />
      </div>
    </div>
  );
}
