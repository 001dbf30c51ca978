import { NetworkIcon } from '../../components/NetworkIcon';
import { useStore } from '../../hooks/useStore';
import { receiveTexts } from '../../i18n/receiveTexts';
import { $compatibleNetworks } from '../../stores/compatibleNetworks';

/** WalletCompatibleNetworks: the networks on which the connected address can receive. */
export function WalletCompatibleNetworksView() {
  const networks = useStore($compatibleNetworks);
  return (
    <div className="wm-stack">
      <p className="wm-muted">{receiveTexts.compatibleNetworksBody}</p>
      <ul className="wm-list" aria-label={receiveTexts.compatibleNetworks}>
        {networks.map((network) => (
          <li key={network.caipNetworkId} className="wm-list-button">
            <NetworkIcon network={network} />
            <span>{network.name}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
