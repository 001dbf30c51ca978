import { loadedAdapter } from './connection/loadAdapter';
import { NetworkNotFoundError } from '../errors/modalErrors';
import { $config } from '../stores/config';
import { getConnectionState } from '../stores/connection';
import { track } from '../stores/events';
import { $modalState } from '../stores/modal';
import { $isActiveNetworkSupported } from '../stores/network';
import { closeModal } from './closeModal';
import { setActiveNetwork } from './setActiveNetwork';

/**
 * Switches the active network. With a connected wallet in that namespace the wallet is
 * asked first, and a refusal rejects with the wallet's error, changing nothing. After a
 * switch away from a network the page did not request, an open modal closes (spec §2).
 */
export async function switchNetwork(caipNetworkId: string): Promise<void> {
  const target = $config.get().networks.find((network) => network.caipNetworkId === caipNetworkId);
  if (!target) throw new NetworkNotFoundError(caipNetworkId);
  const previousWasRequested = $isActiveNetworkSupported.get();
  const adapter = loadedAdapter(target.chainNamespace);
  // A wallet that cannot be asked (some Solana and Bitcoin wallets) keeps its own network.
  if (adapter?.canSwitchNetwork() && getConnectionState(target.chainNamespace).status === 'connected') {
    await adapter.switchNetwork(target);
  }
  setActiveNetwork(caipNetworkId);
  track('SWITCH_NETWORK', { network: caipNetworkId });
  if ($modalState.get().open && !previousWasRequested) closeModal();
}
