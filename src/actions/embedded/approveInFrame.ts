import { $modalState } from '../../stores/modal';
import { $route } from '../../stores/router';
import { closeModal } from '../closeModal';
import { openModal } from '../openModal';

/** The requests waiting for the visitor in the frame: each one's give-up. */
const waiting = new Set<() => void>();
let stopWatching: (() => void) | undefined;

const onView = () => $modalState.get().open && $route.get().view === 'ApproveTransaction';

/** Every waiting request is given up: the visitor left ApproveTransaction (or no modal could show it). */
function leave(): void {
  stopWatching?.();
  stopWatching = undefined;
  const given = [...waiting];
  waiting.clear();
  for (const giveUp of given) giveUp();
}

/** Opens ApproveTransaction once for all waiting requests, and notices when the visitor leaves it. */
function show(): void {
  let shown = false;
  const check = () => {
    if (!shown) shown = onView();
    else if (!onView()) leave();
  };
  const stopModal = $modalState.listen(check);
  const stopRoute = $route.listen(check);
  stopWatching = () => {
    stopModal();
    stopRoute();
  };
  openModal({ view: 'ApproveTransaction' }).then(check, () => {
    // No modal to show it in (none mounted): nothing can be approved.
    if (stopWatching) leave();
  });
}

/**
 * Shows a request of the embedded wallet in ApproveTransaction, where the secure frame shows
 * it and the visitor approves or rejects inside the frame. Requests asked while one is on
 * screen wait in the same view (the frame takes them in turn). `onLeave` runs if the visitor
 * closes the modal or leaves the view first. Returns `done`: once the last waiting request is
 * answered, the modal closes.
 */
export function approveInFrame(onLeave: () => void): () => void {
  waiting.add(onLeave);
  if (!stopWatching) show();
  return () => {
    if (!waiting.delete(onLeave) || waiting.size > 0) return;
    stopWatching?.();
    stopWatching = undefined;
    if (onView()) closeModal();
  };
}
