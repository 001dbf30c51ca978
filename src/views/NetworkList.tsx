import { NetworkIcon } from '../components/NetworkIcon';
import type { Network } from '../config/Network';
import { messages } from '../i18n/messages';
import { accountTexts } from '../i18n/accountTexts';

export interface NetworkListProps {
  networks: readonly Network[];
  activeCaipNetworkId: string;
  onSelect(caipNetworkId: string): void;
}

/** The configured networks as buttons named by the network; the active one is marked. */
export function NetworkList({ networks, activeCaipNetworkId, onSelect }: NetworkListProps) {
  // With networks of several namespaces, each says which it is of (EVM, Solana, Bitcoin).
  const several = new Set(networks.map((network) => network.chainNamespace)).size > 1;
  return (
    <ul className="wm-list">
      {networks.map((network) => {
        const active = network.caipNetworkId === activeCaipNetworkId;
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="wm-list-button"
              aria-current={active ? 'true' : undefined}
              onClick={() => onSelect(network.caipNetworkId)}
            >
              <NetworkIcon network={network} />
              <span>{network.name}</span>
              {active ? (
                <span className="wm-end">{accountTexts.activeNetwork}</span>
              ) : several ? (
                <span className="wm-end wm-muted">{messages.namespaceNames[network.chainNamespace] ?? network.chainNamespace}</span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
