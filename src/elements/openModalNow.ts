import { flushSync } from 'react-dom';
import { openModal, type OpenModalOptions } from '../actions/openModal';

/**
 * Opens the modal with React's render of it done before returning, so that the dialog is in the
 * frame after the click that asked. The page's button is not a React element: a click on it is no
 * React event, and React would otherwise render the opening in a task of its own, which a busy
 * page can run after that frame. Settles as openModal does.
 */
export function openModalNow(options?: OpenModalOptions): Promise<void> {
  let opening: Promise<void> = Promise.resolve();
  flushSync(() => {
    opening = openModal(options);
  });
  return opening;
}
