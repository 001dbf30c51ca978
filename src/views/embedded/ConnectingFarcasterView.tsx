import { connectFarcaster } from '../../actions/embedded/connectFarcaster';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { embeddedTexts } from '../../i18n/embeddedTexts';
import { $socialLogin } from '../../stores/socialLogin';
import { QrCode } from '../walletConnect/QrCode';

/** ConnectingFarcaster: the approval link as a QR code for the visitor's Farcaster app, and as a link on this device. */
export function ConnectingFarcasterView() {
  const login = useStore($socialLogin);
  return (
    <div className="wm-pairing">
      <div className="wm-qr-frame">{login.farcasterUrl ? <QrCode value={login.farcasterUrl} label={embeddedTexts.farcasterQrLabel} /> : <span className="wm-spinner" aria-hidden="true" />}</div>
      <p role="status" aria-live="polite" className={login.status === 'failed' ? 'wm-field-error' : 'wm-muted'}>
        {login.status === 'failed' ? login.error?.() : login.status === 'connecting' ? embeddedTexts.socialConnecting : embeddedTexts.farcasterScan}
      </p>
      {login.farcasterUrl && login.status === 'waiting' ? (
        <a className="wm-button" data-variant="secondary" href={login.farcasterUrl} target="_blank" rel="noopener noreferrer">
          {embeddedTexts.openFarcasterLink}
        </a>
      ) : null}
      {login.status === 'failed' ? (
        <button type="button" className="wm-button" onClick={() => void connectFarcaster()}>
          {messages.tryAgain}
        </button>
      ) : null}
    </div>
  );
}
