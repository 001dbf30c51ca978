// The demo page's panel for the Demo Polkadot Wallet, drawn next to the Bitcoin wallet's: its
// approval mode, the prompts waiting for the person, its account and wallet-side actions
// (another dev key, forgetting the site). Plain DOM: this file loads unbundled.
import { el, toJson } from '../../panels/dom.mjs';

/** `wallet` from createDemoPolkadotWallet(); the panel goes after `after` (or at the end of `root.body`). */
export function startPolkadotWalletPanel({ wallet, root = document, after = root.querySelector('#btc-wallet-panel') }) {
  const { controls } = wallet;
  const status = el('p', { className: 'hint', role: 'status' });
  const pendingList = el('ol', { className: 'pending', 'aria-labelledby': 'dot-pending-heading' });
  const pendingStatus = el('p', { className: 'hint', role: 'status' });
  const approval = el(
    'fieldset',
    { className: 'approval' },
    el('legend', {}, 'When a site asks the Polkadot wallet for approval'),
    ...[
      ['approve', 'Approve automatically'],
      ['reject', 'Reject automatically'],
      ['manual', 'Ask me'],
    ].map(([value, label]) =>
      el('label', {}, el('input', { type: 'radio', name: 'dot-approval', value, checked: value === 'approve', onchange: (event) => event.target.checked && controls.setApproval(value) }), ` ${label}`),
    ),
  );
  const keys = el('select', { id: 'dot-switch-account' }, ...Array.from({ length: 10 }, (_, index) => el('option', { value: index }, `Key ${index}`)));
  const showAddress = () => {
    status.textContent = `Account (generic SS58 format): ${wallet.address}`;
  };
  const panel = el(
    'section',
    { className: 'panel', id: 'dot-wallet-panel', 'aria-labelledby': 'dot-wallet-heading' },
    el('h2', { id: 'dot-wallet-heading' }, 'Demo Polkadot Wallet'),
    el('p', { className: 'hint' }, `A browser extension in window.injectedWeb3 ("${wallet.name}") with real sr25519 dev keys; the data-service twin holds their DOT and WND.`),
    status,
    approval,
    el('h3', { id: 'dot-pending-heading' }, 'Pending requests'),
    pendingStatus,
    pendingList,
    el('h3', {}, 'Wallet actions'),
    el(
      'div',
      { className: 'control-row' },
      el('label', { for: 'dot-switch-account' }, 'Switch dev key'),
      keys,
      el('button', { type: 'button', onclick: () => (controls.switchAccount(Number(keys.value)), showAddress()) }, 'Switch'),
      el('button', { type: 'button', onclick: () => controls.disconnectFromWallet() }, 'Forget this site'),
    ),
  );
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
  controls.onPendingChange(renderPending);
  renderPending(controls.pending());
  showAddress();
  if (after) after.after(panel);
  else root.body.append(panel);
  return panel;
}
