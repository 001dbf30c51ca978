import { errorMessage } from '../i18n/errorMessage';
import { loadedAdapter } from './connection/loadAdapter';
import { UserRejectedRequestError } from '../errors/connectionErrors';
import { toWalletError } from '../errors/toWalletError';
import { messages } from '../i18n/messages';
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
  try {
    await switchNetwork(caipNetworkId);
    if ($modalState.get().open) leaveNetworkViews();
  } catch (thrown) {
    const error = toWalletError(thrown);
    if ($modalState.get().open) goBack();
    showToast(error instanceof UserRejectedRequestError ? messages.switchDeclined : errorMessage(error), 'error');
  }
}
