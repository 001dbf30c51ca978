import { NetworkIcon } from '../../components/NetworkIcon';
import { useStore } from '../../hooks/useStore';
import { messages } from '../../i18n/messages';
import { $compatibleNetworks } from '../../stores/compatibleNetworks';

/** WalletCompatibleNetworks: the networks on which the connected address can receive. */
export function WalletCompatibleNetworksView() {
  const networks = useStore($compatibleNetworks);
  return (
    <div className="wm-stack">
      <p className="wm-muted">{messages.compatibleNetworksBody}</p>
      <ul className="wm-list" aria-label={messages.compatibleNetworks}>
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
