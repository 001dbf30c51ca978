import { copyText } from '../../actions/copyText';
import { startWalletConnect } from '../../actions/walletConnect/startWalletConnect';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { $pairing } from '../../stores/walletConnectPairing';
import { QrCode } from './QrCode';

/**
 * The pairing itself: the QR code of the current URI (a new one when it expires), a copy
 * link, and after a failure the reason and a retry. Shared by both WalletConnect views.
 */
export function PairingPanel({ walletName }: { walletName: string | undefined }) {
  const pairing = useStore($pairing);
  const failed = pairing.status === 'failed';
  return (
    <div className="wm-pairing">
      <div className="wm-qr-frame" aria-busy={!pairing.uri && !failed}>
        {pairing.uri && !failed ? (
          <QrCode value={pairing.uri} label={walletName ? messages.qrCodeLabel(walletName) : messages.qrCodeLabelAnyWallet} />
        ) : failed ? null : (
          <span className="wm-spinner" aria-hidden="true" />
        )}
      </div>
      <div role="status" aria-live="polite" className="wm-connecting-text">
        {failed && pairing.relayUnreachable ? (
          <>
            <h3 className="wm-error-title">{messages.relayUnreachable}</h3>
            <p className="wm-muted">{messages.relayUnreachableBody}</p>
          </>
        ) : failed ? (
          <>
            <h3 className="wm-error-title">{pairing.declined ? messages.connectionDeclined : messages.connectionFailed}</h3>
            <p className="wm-muted">{pairing.error}</p>
          </>
        ) : (
          <p className="wm-muted">{walletName ? messages.scanWith(walletName) : messages.scanWithAnyWallet}</p>
        )}
      </div>
      <div className="wm-actions">
        {failed ? (
          <button type="button" className="wm-button" onClick={() => void startWalletConnect(pairing.choice)}>
            {messages.tryAgain}
          </button>
        ) : null}
        {pairing.uri && !failed ? (
          <button type="button" className="wm-button" data-variant="secondary" onClick={() => void copyText(pairing.uri as string, 'link')}>
            {messages.copyLink}
          </button>
        ) : null}
      </div>
    </div>
  );
}
