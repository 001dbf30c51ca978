import { closedView } from '../router/initialView';
import { $isConnected } from '../stores/account';
import { $config } from '../stores/config';
import { track } from '../stores/events';
import { emitHostEvent } from '../stores/hostEvents';
import { $modalState } from '../stores/modal';
import { resetView } from '../stores/router';
import { abandonConnecting } from './abandonConnecting';
import { returnToConnectedNetwork } from './returnToConnectedNetwork';

/**
 * Closes the modal: the router goes back to its resting view and loading is cleared (spec §2).
 * An attempt to connect that was still waiting is abandoned.
 */
export function closeModal(): void {
  if (!$modalState.get().open) return;
  abandonConnecting();
  returnToConnectedNetwork();
  const connected = $isConnected.get();
  resetView(closedView({ connected, enableEmbedded: $config.get().enableEmbedded }));
  $modalState.set({ ...$modalState.get(), open: false, shown: false, loading: {}, shake: false });
  track('MODAL_CLOSE', { connected });
  emitHostEvent('modal-close', { connected });
}
