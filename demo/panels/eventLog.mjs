// Panel (a): every DOM event of the host-page contract the <wallet-modal> dispatches.
import { el, formatTime, toJson } from './dom.mjs';

export const MODAL_EVENTS = ['modal-open', 'modal-close', 'connect', 'disconnect', 'network-change', 'sign-in', 'sign-out', 'track'];
const MAX_ENTRIES = 200;

export function startEventLog({ modal, list, clearButton }) {
  const onEvent = (event) => {
    const label = event.type === 'track' && event.detail?.event ? `track · ${event.detail.event}` : event.type;
    list.prepend(
      el(
        'li',
        { className: `log__entry log__entry--${event.type}` },
        el('div', { className: 'log__head' }, el('time', { datetime: new Date().toISOString() }, formatTime(Date.now())), ' ', el('strong', {}, label)),
        el('pre', { className: 'json' }, toJson(event.detail ?? null)),
      ),
    );
    while (list.children.length > MAX_ENTRIES) list.lastElementChild.remove();
  };
  for (const name of MODAL_EVENTS) modal.addEventListener(name, onEvent);
  clearButton.addEventListener('click', () => list.replaceChildren());
  return () => MODAL_EVENTS.forEach((name) => modal.removeEventListener(name, onEvent));
}
