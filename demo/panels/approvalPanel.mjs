// What every demo wallet's panel does the same way, whatever its chain: the approval mode, the
// prompts waiting for the person, the wallet's state as a list, and the result of a call made
// from the panel. Each panel passes in what differs (its elements, names and rows).
import { el, toJson } from './dom.mjs';

const MODES = [
  ['approve', 'Approve automatically'],
  ['reject', 'Reject automatically'],
  ['manual', 'Ask me'],
];
const MODE_STATES = { approve: 'approve automatically', reject: 'reject automatically', manual: 'ask me' };

/**
 * The radios set the wallet's approval mode (showing `mode` first); the requests waiting go in
 * `pendingList`, each with Approve and Reject, counted in `pendingStatus`. A request without
 * params shows `noParams`; the buttons' accessible names say "Approve `requestName` 3, method".
 */
export function followApprovals(controls, { radios, mode = controls.getApproval(), pendingList, pendingStatus, noParams = {}, requestName = 'request' }) {
  for (const radio of radios) {
    radio.checked = radio.value === mode;
    radio.addEventListener('change', () => radio.checked && controls.setApproval(radio.value));
  }
  function renderPending(pending) {
    pendingStatus.textContent = pending.length ? `${pending.length} request${pending.length > 1 ? 's' : ''} waiting for you.` : 'No request is waiting.';
    pendingList.replaceChildren(
      ...pending.map((request) =>
        el(
          'li',
          { className: 'pending__item' },
          el('div', { className: 'pending__head' }, el('strong', {}, `#${request.id} `), el('code', {}, request.method)),
          el('pre', { className: 'json' }, toJson(request.params ?? noParams)),
          el(
            'div',
            { className: 'control-row' },
            el('button', { type: 'button', className: 'approve', 'aria-label': `Approve ${requestName} ${request.id}, ${request.method}`, onclick: () => controls.approve(request.id) }, 'Approve'),
            el('button', { type: 'button', className: 'reject', 'aria-label': `Reject ${requestName} ${request.id}, ${request.method}`, onclick: () => controls.reject(request.id) }, 'Reject'),
          ),
        ),
      ),
    );
  }
  controls.onPendingChange(renderPending);
  renderPending(controls.pending());
}

/**
 * For a panel built in script: its approval-mode radios (named `name`, under `legend`), then the
 * requests waiting under a "Pending requests" heading (`heading` and `list` are their props),
 * followed as followApprovals does with `options`. The elements, in the panel's order.
 */
export function approvalParts(controls, { name, legend, heading = {}, list, ...options }) {
  const fieldset = el(
    'fieldset',
    { className: 'approval' },
    el('legend', {}, legend),
    ...MODES.map(([value, label]) => el('label', {}, el('input', { type: 'radio', name, value }), ` ${label}`)),
  );
  const pendingStatus = el('p', { className: 'hint', role: 'status' });
  const pendingList = el('ol', { className: 'pending', ...list });
  followApprovals(controls, { radios: fieldset.querySelectorAll('input'), pendingList, pendingStatus, ...options });
  return [fieldset, el('h3', heading, 'Pending requests'), pendingStatus, pendingList];
}

/** The wallet's state in `list` (a dl): `rows` as [term, value], then its approval mode. */
export function renderStateRows(list, rows, approval) {
  list.replaceChildren(...[...rows, ['Approval', MODE_STATES[approval]]].flatMap(([term, value]) => [el('dt', {}, term), el('dd', {}, value)]));
}

const describeError = (error) => `${error.code ?? 'error'}: ${error.message}`;

/** `attempt(label, run)` runs a control or call and shows in `result` what came back (or went wrong), then calls `then`. */
export function attemptInto(result, then = () => {}) {
  return async (label, run) => {
    try {
      const value = await run();
      result.textContent = `✓ ${label}${value === undefined ? '' : ` → ${toJson(value)}`}`;
    } catch (error) {
      result.textContent = `✗ ${label} → ${describeError(error)}`;
    }
    then();
  };
}
