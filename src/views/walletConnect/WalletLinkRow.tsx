import { openWalletLink } from '../../actions/walletConnect/openWalletLink';
import { useStore } from '../../hooks/useStore';
import { $pairing } from '../../stores/walletConnectPairing';

/**
 * A list row that opens one of the chosen wallet's own links (its app or web app) with the
 * current pairing URI. Nothing without a pairing URI, after a failure, or for a link that is
 * not safe to open (`link` is the `walletLink` of the catalogue entry: undefined then).
 */
export function WalletLinkRow({ label, link }: { label: string; link: string | undefined }) {
  const pairing = useStore($pairing);
  const uri = pairing.status === 'failed' ? undefined : pairing.uri;
  if (!uri || !link) return null;
  const name = pairing.choice?.name ?? 'WalletConnect';
  return (
    <button type="button" className="wm-list-button" onClick={() => openWalletLink(link, uri, name)}>
      <span>{label}</span>
    </button>
  );
}
