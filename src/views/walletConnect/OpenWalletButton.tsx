import { openWalletLink } from '../../actions/walletConnect/openWalletLink';
import { useStore } from '../../hooks/useStore';
import { walletsTexts } from '../../i18n/walletsTexts';
import { $pairing } from '../../stores/walletConnectPairing';

/**
 * "Open {name}", the primary action on a phone: opens the wallet app through its mobile link
 * (`link`, already checked safe by `walletLink`) with the pairing URI. Busy and disabled until
 * the URI exists; gone after a failure, where Try again takes its place.
 */
export function OpenWalletButton({ name, link }: { name: string; link: string }) {
  const pairing = useStore($pairing);
  if (pairing.status === 'failed') return null;
  const uri = pairing.uri;
  return (
    <button
      type="button"
      className="wm-button wm-open-app"
      disabled={!uri}
      aria-busy={!uri || undefined}
      onClick={() => uri && openWalletLink(link, uri, name)}
    >
      {uri ? null : <span className="wm-button-spinner" aria-hidden="true" />}
      {walletsTexts.openApp({ name })}
    </button>
  );
}
