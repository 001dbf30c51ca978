/**
 * The modal's own code, one lazy chunk: React and the modal's tree, and the actions the page's
 * elements and controller call. modalCodeLoader loads it in idle time after the button's first
 * render, or at once when the page asks for the modal.
 */
export { closeModal } from '../actions/closeModal';
export { disconnect } from '../actions/disconnect';
export { openModal } from '../actions/openModal';
export { pay } from '../actions/pay/pay';
export { restoreSession as startSession } from '../actions/restoreSession';
export { mountModal } from './mountModal';
export { openModalNow } from './openModalNow';
