import { copyText } from '../../actions/copyText';
import { useStore } from '../../hooks/useStore';
import { walletsTexts } from '../../i18n/walletsTexts';
import { $pairing } from '../../stores/walletConnectPairing';

/** Copy link: the current pairing URI to the clipboard, once there is one and while it holds. */
export function CopyLinkButton() {
  const pairing = useStore($pairing);
  const uri = pairing.status === 'failed' ? undefined : pairing.uri;
  if (!uri) return null;
  return (
    <button type="button" className="wm-button" data-variant="secondary" onClick={() => void copyText(uri, 'link')}>
      {walletsTexts.copyLink}
    </button>
  );
}
