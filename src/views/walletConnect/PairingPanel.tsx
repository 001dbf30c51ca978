import { useStore } from '../../hooks/useStore';
import { walletsTexts } from '../../i18n/walletsTexts';
import { $pairing } from '../../stores/walletConnectPairing';
import { CopyLinkButton } from './CopyLinkButton';
import { PairingStatus } from './PairingStatus';
import { QrCode } from './QrCode';
import { QrLogo } from './QrLogo';
import { RetryPairingButton } from './RetryPairingButton';

/**
 * The pairing as a QR code, for a wallet app on another device: the code of the current URI
 * (a new one when it expires) with the chosen wallet's logo (or WalletConnect's) in its
 * centre, a copy link, and after a failure the reason and a retry. Shared by both
 * WalletConnect views on a desktop.
 */
export function PairingPanel({ walletName }: { walletName: string | undefined }) {
  const pairing = useStore($pairing);
  const failed = pairing.status === 'failed';
  return (
    <div className="wm-pairing">
      <div className="wm-qr-frame" aria-busy={!pairing.uri && !failed}>
        {pairing.uri && !failed ? (
          <QrCode
            value={pairing.uri}
            label={walletName ? walletsTexts.qrCodeLabel({ name: walletName }) : walletsTexts.qrCodeLabelAnyWallet}
            logo={<QrLogo imageId={pairing.choice?.image_id} />}
          />
        ) : failed ? null : (
          <span className="wm-spinner" aria-hidden="true" />
        )}
      </div>
      <PairingStatus>
        <p className="wm-muted">{walletName ? walletsTexts.scanWith({ name: walletName }) : walletsTexts.scanWithAnyWallet}</p>
      </PairingStatus>
      <div className="wm-actions">
        <RetryPairingButton />
        <CopyLinkButton />
      </div>
    </div>
  );
}
