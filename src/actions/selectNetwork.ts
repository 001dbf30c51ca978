import { errorMessage } from '../i18n/errorMessage';
import { loadedAdapter } from './connection/loadAdapter';
import { UserRejectedRequestError } from '../errors/walletRequestErrors';
import { NetworkSwitchSupersededError } from '../errors/modalErrors';
import { toWalletError } from '../errors/toWalletError';
import { accountTexts } from '../i18n/accountTexts';
import { $config } from '../stores/config';
import { getConnectionState } from '../stores/connection';
import { $modalState } from '../stores/modal';
import { $activeNamespace } from '../stores/network';
import { $route, popView, pushView } from '../stores/router';
import { showToast } from '../stores/toast';
import { closeModal } from './closeModal';
import { goBack } from './goBack';
import { switchNetwork } from './switchNetwork';

const NETWORK_VIEWS = new Set(['SwitchNetwork', 'Networks']);

/** After a switch: back to where the visitor came from (Account or Connect). */
function leaveNetworkViews(): void {
  while (NETWORK_VIEWS.has($route.get().view)) {
    if (!popView()) {
      closeModal();
      return;
    }
  }
}

/**
 * A visitor picked a network in the modal. With a connected wallet, SwitchNetwork shows
 * while the wallet is asked. Success returns to the view before the network list (or the
 * modal has closed, see switchNetwork); failure goes back one view and says why (spec §2).
 * A pick that a later switch superseded (the page's, or the visitor's next pick) only
 * takes its own SwitchNetwork view away, if it is still on screen: the later switch decides.
 */
export async function selectNetwork(caipNetworkId: string): Promise<void> {
  const target = $config.get().networks.find((network) => network.caipNetworkId === caipNetworkId);
  const namespace = target?.chainNamespace;
  // Another namespace than the connected wallet's, with nothing connected there yet: say so
  // first (SwitchActiveChain); every connection stays.
  const active = $activeNamespace.get();
  if (namespace && namespace !== active && getConnectionState(active).status === 'connected' && getConnectionState(namespace).status !== 'connected') {
    pushView('SwitchActiveChain', { caipNetworkId });
    return;
  }
  const asksWallet = !!namespace && !!loadedAdapter(namespace) && getConnectionState(namespace).status === 'connected';
  if (asksWallet) pushView('SwitchNetwork', { caipNetworkId });
  const waitingView = asksWallet ? $route.get() : undefined;
  // Back from this pick's own view only: the visitor may have moved on to another one.
  const ownViewShown = () => $modalState.get().open && (!waitingView || $route.get() === waitingView);
  try {
    await switchNetwork(caipNetworkId);
    if ($modalState.get().open) leaveNetworkViews();
  } catch (thrown) {
    if (thrown instanceof NetworkSwitchSupersededError) {
      if (waitingView && ownViewShown()) goBack();
      return;
    }
    const error = toWalletError(thrown);
    if (ownViewShown()) goBack();
    showToast(error instanceof UserRejectedRequestError ? accountTexts.switchDeclined : errorMessage(error), 'error');
  }
}
