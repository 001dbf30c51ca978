import { getActiveModalHost, onModalHostChange } from '../stores/modalHost';
import { closeModal } from './closeModal';

let following = false;

/**
 * The page took its last `<wallet-modal>` away: the modal closes as it does on Escape (a
 * connection being made is abandoned, `modal-close` is said), so an opening waiting to be shown
 * settles and nothing reads open with no dialog. Looked at once the page's task is done: an
 * element moved in the page leaves and comes back at once.
 */
export function closeWhenUnmounted(): void {
  if (following) return;
  following = true;
  onModalHostChange(() => {
    queueMicrotask(() => {
      if (!getActiveModalHost()) closeModal();
    });
  });
}
