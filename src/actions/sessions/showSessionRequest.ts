import { $modalState } from '../../stores/modal';
import { isShowing } from '../../stores/isShowing';
import { popView, pushView } from '../../stores/router';
import { $sessionRequest, type SessionRequestShown } from '../../stores/smartSessions';
import { closeModal } from '../closeModal';
import { openModal } from '../openModal';

const onView = () => isShowing('SmartSessionRequest');

/** The requests whose wallets are still asked, oldest first: the latest shown is on screen. */
const waiting: SessionRequestShown[] = [];
/** Whether the modal was opened for the SmartSessionRequest view on screen (closed again after), else pushed over another view. */
let openedModal = false;

/**
 * Shows a smart-session request in SmartSessionRequest while the wallet is asked: over the open
 * modal's view, or in the modal opened for it; a request that comes while another is on screen
 * takes its place in the same view. Returns `done`, which takes this request away: the view then
 * shows the latest request still waiting, or, when none is, goes back to the view under it (or
 * closes the modal opened for it). A request no longer on screen changes nothing when it ends:
 * the view is another's. A modal that cannot show it (none mounted) leaves the wallet's own
 * prompt to speak for itself.
 */
export function showSessionRequest(shown: SessionRequestShown): () => void {
  const onScreen = waiting.length > 0 && onView();
  waiting.push(shown);
  $sessionRequest.set(shown);
  if (!onScreen) {
    openedModal = !$modalState.get().open;
    if (openedModal) void openModal({ view: 'SmartSessionRequest' }).catch(() => undefined);
    else pushView('SmartSessionRequest');
  }
  return () => {
    const index = waiting.indexOf(shown);
    if (index < 0) return;
    waiting.splice(index, 1);
    if ($sessionRequest.get() !== shown) return;
    const latest = waiting.at(-1);
    $sessionRequest.set(latest);
    if (!latest && onView() && (openedModal || !popView())) closeModal();
  };
}
