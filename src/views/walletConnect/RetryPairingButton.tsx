import { pairWalletConnect } from '../../actions/walletConnect/pairWalletConnect';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { $pairing } from '../../stores/walletConnectPairing';

/** Try again, after a failed pairing only: a new pairing with the same wallet. */
export function RetryPairingButton() {
  const pairing = useStore($pairing);
  if (pairing.status !== 'failed') return null;
  return (
    <button type="button" className="wm-button" onClick={() => pairWalletConnect(pairing.choice)}>
      {messages.tryAgain}
    </button>
  );
}
