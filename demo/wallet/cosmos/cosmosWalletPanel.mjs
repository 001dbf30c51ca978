// The demo page's panel for the Demo Cosmos Wallet, built here (the page's HTML has no slot for
// it): its approval mode, the prompts waiting for the person, its dev key and its account.
// Plain DOM: this file loads unbundled.
import { el, toJson } from '../../panels/dom.mjs';

/** `demo` from createDemoCosmosWallet(); the panel goes after `after` (an element of the page). */
export function startCosmosWalletPanel({ demo, after }) {
  const { controls } = demo;
  const pendingStatus = el('p', { className: 'hint', role: 'status' });
  const pendingList = el('ol', { className: 'pending', 'aria-label': 'Cosmos wallet requests waiting' });
  const stateList = el('dl', { className: 'state' });
  const accountSelect = el('select', { id: 'cosmos-switch-account' }, ...Array.from({ length: 10 }, (_, index) => el('option', { value: String(index) }, `dev key ${index}`)));
  const approval = el(
    'fieldset',
    { className: 'approval' },
    el('legend', {}, 'When a site asks the Cosmos wallet for approval'),
    ...[
      ['approve', 'Approve automatically'],
      ['reject', 'Reject automatically'],
      ['manual', 'Ask me'],
    ].map(([value, label]) =>
      el('label', {}, el('input', { type: 'radio', name: 'cosmos-approval', value, checked: controls.getApproval() === value, onchange: (event) => event.target.checked && controls.setApproval(value) }), ` ${label}`),
    ),
  );
  const section = el(
    'section',
    { className: 'panel', id: 'cosmos-wallet-panel', 'aria-labelledby': 'cosmos-wallet-heading' },
    el('h2', { id: 'cosmos-wallet-heading' }, 'Demo Cosmos Wallet'),
    el('p', { className: 'hint' }, 'A Keplr-style wallet on window.keplr holding a Cosmos dev key; its ATOM balance comes from the data service twin.'),
    approval,
    el('h3', {}, 'Pending requests'),
    pendingStatus,
    pendingList,
    el('h3', {}, 'Wallet actions'),
    el(
      'div',
      { className: 'control-row' },
      el('label', { for: 'cosmos-switch-account' }, 'Switch dev key'),
      accountSelect,
      el('button', { type: 'button', onclick: () => controls.switchAccount(Number(accountSelect.value)) }, 'Switch'),
    ),
    el('h3', {}, 'Wallet state'),
    stateList,
  );
  after.after(section);

  function renderPending(pending) {
    pendingStatus.textContent = pending.length ? `${pending.length} request${pending.length > 1 ? 's' : ''} waiting for you.` : 'No request is waiting.';
    pendingList.replaceChildren(
      ...pending.map((request) =>
        el(
          'li',
          { className: 'pending__item' },
          el('div', { className: 'pending__head' }, el('strong', {}, `#${request.id} `), el('code', {}, request.method)),
          el('pre', { className: 'json' }, toJson(request.params ?? {})),
          el(
            'div',
            { className: 'control-row' },
            el('button', { type: 'button', className: 'approve', 'aria-label': `Approve request ${request.id}, ${request.method}`, onclick: () => controls.approve(request.id) }, 'Approve'),
            el('button', { type: 'button', className: 'reject', 'aria-label': `Reject request ${request.id}, ${request.method}`, onclick: () => controls.reject(request.id) }, 'Reject'),
          ),
        ),
      ),
    );
  }
  function renderState(state) {
    const rows = [
      ['Connected to this site', state.connected ? 'yes' : 'no'],
      ['Dev key', String(state.accountIndex)],
      ['Address', state.address],
      ['Approval', { approve: 'approve automatically', reject: 'reject automatically', manual: 'ask me' }[state.approval]],
    ];
    stateList.replaceChildren(...rows.flatMap(([term, value]) => [el('dt', {}, term), el('dd', {}, value)]));
    accountSelect.value = String(state.accountIndex);
  }
  controls.onPendingChange(renderPending);
  controls.onStateChange(renderState);
  renderPending(controls.pending());
  renderState(controls.state());
}
