import { $modalState } from '../../stores/modal';
import { $route, popView, pushView } from '../../stores/router';
import { $sessionRequest, type SessionRequestShown } from '../../stores/smartSessions';
import { closeModal } from '../closeModal';
import { openModal } from '../openModal';

const onView = () => $modalState.get().open && $route.get().view === 'SmartSessionRequest';

/**
 * Shows a smart-session request in SmartSessionRequest while the wallet is asked: over the open
 * modal's view, or in the modal opened for it. Returns `done`, which takes the view away again
 * (back to the view under it, or closed when it was opened for the request). A modal that cannot
 * show it (none mounted) leaves the wallet's own prompt to speak for itself.
 */
export function showSessionRequest(shown: SessionRequestShown): () => void {
  $sessionRequest.set(shown);
  const openedModal = !$modalState.get().open;
  if (openedModal) void openModal({ view: 'SmartSessionRequest' }).catch(() => undefined);
  else pushView('SmartSessionRequest');
  return () => {
    if ($sessionRequest.get() === shown) $sessionRequest.set(undefined);
    if (onView() && (openedModal || !popView())) closeModal();
  };
}
