import { shouldShowUnsupportedChain } from '../router/shouldShowUnsupportedChain';
import { $config } from '../stores/config';
import { $activeNetwork } from '../stores/network';
import { isShowing } from '../stores/isShowing';
import { closeModal } from './closeModal';
import { openModal } from './openModal';

/**
 * Opens UnsupportedChain when the wallet moved to a network the page did not request, and closes
 * it when the wallet moved itself back to one it did.
 */
export async function checkUnsupportedChain(): Promise<boolean> {
  const config = $config.get();
  const show = shouldShowUnsupportedChain({
    activeCaipNetworkId: $activeNetwork.get().caipNetworkId,
    requestedCaipNetworkIds: config.networks.map((network) => network.caipNetworkId),
    enableNetworkSwitch: config.enableNetworkSwitch,
    allowUnsupportedChain: config.allowUnsupportedChain,
    basicMode: config.manualWCControl || config.adapters.length === 0,
  });
  if (show) await openModal({ view: 'UnsupportedChain' });
  // The wallet moved itself back to a network the page asked for: nothing left to say.
  else if (isShowing('UnsupportedChain')) closeModal();
  return show;
}
