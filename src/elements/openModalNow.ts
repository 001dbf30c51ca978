import { flushSync } from 'react-dom';
import { openModal, type OpenModalOptions } from '../actions/openModal';
import { renderMountedModals } from './mountModal';

/**
 * Opens the modal for a click on the page's button, with React's render of it done before
 * returning, so that the dialog is in the frame after the click. The button is not a React
 * element: its click is no React event, and React would otherwise render the opening in a task
 * of its own, which a busy page can run after that frame. Not for calls from a host's code, which
 * may come while its own React renders. Settles as openModal does.
 */
export function openModalNow(options?: OpenModalOptions): Promise<void> {
  let opening: Promise<void> = Promise.resolve();
  flushSync(() => {
    opening = openModal(options);
    // Rendered again, not only through their store subscriptions: a tree mounted a moment ago
    // subscribes in a later task, and would render the opening only then.
    renderMountedModals();
  });
  return opening;
}
