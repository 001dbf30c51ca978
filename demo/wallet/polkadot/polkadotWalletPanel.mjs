// The demo page's panel for the Demo Polkadot Wallet, drawn next to the Bitcoin wallet's: its
// approval mode, the prompts waiting for the person, its account and wallet-side actions
// (another dev key, forgetting the site). Plain DOM: this file loads unbundled.
import { approvalParts } from '../../panels/approvalPanel.mjs';
import { el } from '../../panels/dom.mjs';

/** `wallet` from createDemoPolkadotWallet(); the panel goes after `after` (or at the end of `root.body`). */
export function startPolkadotWalletPanel({ wallet, root = document, after = root.querySelector('#btc-wallet-panel') }) {
  const { controls } = wallet;
  const status = el('p', { className: 'hint', role: 'status' });
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
    ...approvalParts(controls, {
      name: 'dot-approval',
      legend: 'When a site asks the Polkadot wallet for approval',
      heading: { id: 'dot-pending-heading' },
      list: { 'aria-labelledby': 'dot-pending-heading' },
      mode: 'approve', // its controls have no getApproval: the wallet starts approving
    }),
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
  showAddress();
  if (after) after.after(panel);
  else root.body.append(panel);
  return panel;
}
