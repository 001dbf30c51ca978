import { $modalState } from '../../stores/modal';
import { $route } from '../../stores/router';
import { closeModal } from '../closeModal';
import { openModal } from '../openModal';

/**
 * Opens the modal on ApproveTransaction, where the secure frame shows the request and the
 * visitor approves or rejects it inside the frame. `onLeave` runs if the visitor closes the
 * modal or leaves the view first (the request is then given up). Returns `done`, which closes
 * the modal once the request is answered.
 */
export function approveInFrame(onLeave: () => void): () => void {
  let shown = false;
  let finished = false;
  const onView = () => $modalState.get().open && $route.get().view === 'ApproveTransaction';
  const check = () => {
    if (!shown) shown = onView();
    else if (!finished && !onView()) {
      finished = true;
      stop();
      onLeave();
    }
  };
  const stopModal = $modalState.listen(check);
  const stopRoute = $route.listen(check);
  const stop = () => {
    stopModal();
    stopRoute();
  };
  openModal({ view: 'ApproveTransaction' }).then(check, () => {
    // No modal to show it in (none mounted): the request cannot be approved.
    if (!finished) {
      finished = true;
      stop();
      onLeave();
    }
  });
  return () => {
    if (finished) return;
    finished = true;
    stop();
    if (onView()) closeModal();
  };
}
