import { namespaceConnector } from '../../connectors/namespaceConnectors';
import type { ProposalNamespace } from '../../connectors/walletConnect/WalletConnectSettings';
import { $config } from '../../stores/config';

/** What one WalletConnect session proposes: every configured namespace this build connects, with its networks, methods and events. */
export function proposalNamespaces(): Record<string, ProposalNamespace> {
  const proposal: Record<string, ProposalNamespace> = {};
  for (const network of $config.get().networks) {
    const connector = namespaceConnector(network.chainNamespace);
    if (!connector) continue;
    const entry = (proposal[network.chainNamespace] ??= {
      chains: [],
      methods: [...connector.walletConnect.methods],
      events: [...connector.walletConnect.events],
    });
    entry.chains.push(network.caipNetworkId);
  }
  return proposal;
}
