import { $connectors } from '../stores/connectors';
import { track } from '../stores/events';
import { $modalState } from '../stores/modal';
import { $route, pushView } from '../stores/router';
import { closeModal } from './closeModal';
import { toWalletError } from '../errors/toWalletError';
import { errorMessage } from '../i18n/errorMessage';
import { $connecting } from '../stores/connecting';

/**
 * The visitor picked a wallet on Connect: show ConnectingExternal and ask the wallet. On
 * success the modal closes; a failure stays on ConnectingExternal, which
 * explains it and offers to try again. The connecting code is a chunk of its own
 * (preloadConnecting asks for it as the modal opens); one that does not load is such a failure.
 */
export function selectConnector(connectorId: string): void {
  const connector = $connectors.get().find((candidate) => candidate.id === connectorId);
  track('SELECT_WALLET', { name: connector?.name ?? connectorId, platform: 'browser' });
  const route = $route.get();
  if (route.view === 'ConnectingExternal' && route.data?.connectorId === connectorId) {
    // A retry: the view is already on screen.
  } else {
    pushView('ConnectingExternal', { connectorId });
  }
  $connecting.set({ connectorId, status: 'pending' });
  const stillPicked = () => $connecting.get().connectorId === connectorId && $connecting.get().status === 'pending';
  import('./connection/connectBrowserWallet')
    // Left (Back, Cancel, closed) or another wallet picked while the code loaded: nothing to ask.
    .then(({ connectBrowserWallet }) => (stillPicked() ? connectBrowserWallet(connectorId).then(() => true) : false))
    .then(
      (connected) => {
        if (!connected) return;
        const current = $route.get();
        // Connected: the modal has done its job and closes, as peers do (a sign-in step, once
        // built, will follow here instead).
        if ($modalState.get().open && current.view === 'ConnectingExternal') closeModal();
      },
      (thrown: unknown) => {
        // connectBrowserWallet says its own failures through $connecting; one before it asked
        // the wallet (its chunk did not load, the wallet has gone) is said here.
        if (!stillPicked()) return;
        const error = toWalletError(thrown);
        $connecting.set({ connectorId, status: 'failed', error: () => errorMessage(error) });
      },
    );
}
