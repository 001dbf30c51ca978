import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { walletsTexts } from '../../i18n/walletsTexts';
import type { WalletListEntry } from '../../services/walletList/WalletListEntry';
import { $pairing } from '../../stores/walletConnectPairing';
import { walletLink } from '../../utils/formatWalletConnectLink';
import { WalletImage } from '../walletList/WalletImage';
import { CopyLinkButton } from './CopyLinkButton';
import { GetWalletRow } from './GetWalletRow';
import { OpenWalletButton } from './OpenWalletButton';
import { PairingStatus } from './PairingStatus';
import { RetryPairingButton } from './RetryPairingButton';
import { WalletLinkRow } from './WalletLinkRow';

/**
 * A wallet app picked on a phone, where a QR code is of no use (the code would have to be
 * scanned by this very device): the wallet's image, "Continue in {name}", and "Open {name}"
 * as the primary action, which opens the app with the pairing; then Copy link, the wallet's
 * web app and the link to get the app. After a failure: why, and Try again.
 */
export function MobilePairingPanel({ wallet }: { wallet: WalletListEntry | undefined }) {
  const pairing = useStore($pairing);
  const choice = pairing.choice;
  // Route data may come from a host's open(): only strings are taken from it.
  const name = choice?.name ?? (typeof wallet?.name === 'string' ? wallet.name : 'WalletConnect');
  const imageId = choice?.image_id ?? (typeof wallet?.image_id === 'string' ? wallet.image_id : undefined);
  const failed = pairing.status === 'failed';
  const mobileLink = walletLink(choice?.mobile_link);
  return (
    <div className="wm-connecting">
      <div className="wm-connecting-icon" data-state={failed ? 'failed' : 'pending'}>
        <WalletImage imageId={imageId} size={64} />
        {/* Waiting for the wallet to accept: once there is something to accept. */}
        {failed || !pairing.uri ? null : <span className="wm-spinner-ring" aria-hidden="true" />}
      </div>
      <PairingStatus>
        <h3>{messages.continueIn({ name })}</h3>
        <p className="wm-muted">{messages.acceptInWallet}</p>
      </PairingStatus>
      <div className="wm-actions">
        <RetryPairingButton />
        {mobileLink ? <OpenWalletButton name={name} link={mobileLink} /> : null}
        <CopyLinkButton />
      </div>
      <div className="wm-stack wm-pairing-links">
        <WalletLinkRow label={walletsTexts.openWebApp({ name })} link={walletLink(choice?.webapp_link)} />
        <GetWalletRow wallet={wallet} />
      </div>
    </div>
  );
}
