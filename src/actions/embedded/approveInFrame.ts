import { $modalState } from '../../stores/modal';
import { isShowing } from '../../stores/isShowing';
import { getActiveModalHost } from '../../stores/modalHost';
import { $route, popView, pushView } from '../../stores/router';
import { closeModal } from '../closeModal';
import { openModal } from '../openModal';

/** The requests waiting for the visitor in the frame: each one's give-up (`byVisitor`: they left it). */
const waiting = new Set<(byVisitor: boolean) => void>();
/** While ApproveTransaction is up for the waiting requests: how to stop watching it, and whether it opened the modal. */
let shown: { stop(): void; openedModal: boolean } | undefined;

const onView = () => isShowing('ApproveTransaction');

/** Every waiting request is given up: the visitor left ApproveTransaction (`byVisitor`), or no modal could show it. */
function leave(byVisitor: boolean): void {
  shown?.stop();
  shown = undefined;
  const given = [...waiting];
  waiting.clear();
  for (const giveUp of given) giveUp(byVisitor);
}

/**
 * Shows ApproveTransaction once for all waiting requests, and notices when the visitor leaves it.
 * An open modal keeps its view under it (the flow that asked, or whatever the visitor was on);
 * a closed one opens on it.
 */
function show(): void {
  let reached = false;
  const check = () => {
    if (!reached) reached = onView();
    // Gone from view: the visitor left it, unless the page took its modal away.
    else if (!onView()) leave(getActiveModalHost() !== undefined);
  };
  const stopModal = $modalState.listen(check);
  const stopRoute = $route.listen(check);
  const openedModal = !$modalState.get().open;
  shown = {
    openedModal,
    stop() {
      stopModal();
      stopRoute();
    },
  };
  if (!openedModal) {
    pushView('ApproveTransaction');
    check();
    return;
  }
  openModal({ view: 'ApproveTransaction' }).then(check, () => {
    // No modal to show it in (none mounted): nothing can be approved, and nobody refused.
    if (shown) leave(false);
  });
}

/**
 * Shows a request of the embedded wallet in ApproveTransaction, where the secure frame shows
 * it and the visitor approves or rejects inside the frame. Requests asked while one is on
 * screen wait in the same view (the frame takes them in turn). `onLeave` runs if the visitor
 * closes the modal or leaves the view first (`byVisitor` true), or no modal can show it (false). Returns `done`: once the last waiting request is
 * answered, the modal goes back to where it was, as with a wallet outside the page: to the
 * view under ApproveTransaction (the flow then shows its result or the refusal), or closed
 * again when it was opened for the request.
 */
export function approveInFrame(onLeave: (byVisitor: boolean) => void): () => void {
  waiting.add(onLeave);
  if (!shown) show();
  return () => {
    if (!waiting.delete(onLeave) || waiting.size > 0) return;
    const { openedModal } = shown ?? { openedModal: false };
    shown?.stop();
    shown = undefined;
    if (onView() && (openedModal || !popView())) closeModal();
  };
}
