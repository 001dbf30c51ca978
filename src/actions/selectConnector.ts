import { $connectors } from '../stores/connectors';
import { track } from '../stores/events';
import { $modalState } from '../stores/modal';
import { $route, pushView } from '../stores/router';
import { closeModal } from './closeModal';
import { connectBrowserWallet } from './connection/connectBrowserWallet';

/**
 * The visitor picked a wallet on Connect: show ConnectingExternal and ask the wallet. On
 * success the modal closes; a failure stays on ConnectingExternal, which
 * explains it and offers to try again.
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
  connectBrowserWallet(connectorId).then(
    () => {
      const current = $route.get();
      // Connected: the modal has done its job and closes, as peers do (a sign-in step, once
      // built, will follow here instead).
      if ($modalState.get().open && current.view === 'ConnectingExternal') closeModal();
    },
    () => undefined, // shown by the view through $connecting
  );
}
