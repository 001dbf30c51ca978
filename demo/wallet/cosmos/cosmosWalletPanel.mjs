// The demo page's panel for the Demo Cosmos Wallet, built here (the page's HTML has no slot for
// it): its approval mode, the prompts waiting for the person, its dev key and its account.
// Plain DOM: this file loads unbundled.
import { approvalParts, renderStateRows } from '../../panels/approvalPanel.mjs';
import { el } from '../../panels/dom.mjs';

/** `demo` from createDemoCosmosWallet(); the panel goes after `after` (an element of the page). */
export function startCosmosWalletPanel({ demo, after }) {
  const { controls } = demo;
  const stateList = el('dl', { className: 'state' });
  const accountSelect = el('select', { id: 'cosmos-switch-account' }, ...Array.from({ length: 10 }, (_, index) => el('option', { value: String(index) }, `dev key ${index}`)));
  const section = el(
    'section',
    { className: 'panel', id: 'cosmos-wallet-panel', 'aria-labelledby': 'cosmos-wallet-heading' },
    el('h2', { id: 'cosmos-wallet-heading' }, 'Demo Cosmos Wallet'),
    el('p', { className: 'hint' }, 'A Keplr-style wallet on window.keplr holding a Cosmos dev key; its ATOM balance comes from the data service twin.'),
    ...approvalParts(controls, {
      name: 'cosmos-approval',
      legend: 'When a site asks the Cosmos wallet for approval',
      list: { 'aria-label': 'Cosmos wallet requests waiting' },
    }),
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

  function renderState(state) {
    const rows = [
      ['Connected to this site', state.connected ? 'yes' : 'no'],
      ['Dev key', String(state.accountIndex)],
      ['Address', state.address],
    ];
    renderStateRows(stateList, rows, state.approval);
    accountSelect.value = String(state.accountIndex);
  }
  controls.onStateChange(renderState);
  renderState(controls.state());
}
