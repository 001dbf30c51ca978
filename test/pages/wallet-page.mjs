// Sets up the host page of the reload tests from its query string, synchronously, the way a
// real page configures the modal in its markup: ?api=…&explorer=…&chains=<json>
// &account=3, optionally &project=<project id>, &networks=<caip2 list>, &known=<wallet's chain ids>, &watch=<ms>, &siwx=optional|required|page, &legal=1, &second=<account> (a second demo wallet, "Second Wallet", on that dev account),
// &approval=manual (the wallets queue every prompt) and, to play a visitor whose wallet went away, &wallet=none or &wallet=locked
// (or one that hangs: &wallet=silent, whose eth_accounts never answers).
import { createDemoWallet } from '/demo/wallet/createDemoWallet.mjs';

const query = new URLSearchParams(location.search);
const modal = document.querySelector('wallet-modal');
modal.setAttribute('api-url', query.get('api'));
modal.setAttribute('explorer-url', query.get('explorer'));
if (query.get('project')) modal.setAttribute('project-id', query.get('project'));
if (query.get('networks')) modal.setAttribute('networks', query.get('networks'));
// &watch=<ms>: the pending-transaction watcher on, polling at that interval.
// &siwx=optional|required: sign-in with the stack's session service. &siwx=page: a required
// sign-in the page checks itself: its nonces (kept across reloads) must be in the message, and
// every check is recorded in document.siwxChecks; a test refuses them all by setting
// localStorage 'wallet-page:refuse-sign-in'.
if (query.get('siwx') === 'page') window.WalletModal.createWalletModal({ siwx: { required: true, ...pageSignIn() } });
else if (query.get('siwx')) window.WalletModal.createWalletModal({ siwx: { required: query.get('siwx') === 'required' } });
// &legal=1: Connect's legal checkbox, with the page's terms of service.
if (query.get('legal')) window.WalletModal.createWalletModal({ features: { legalCheckbox: true }, termsConditionsUrl: 'https://example.test/terms' });
if (query.get('watch')) window.WalletModal.createWalletModal({ pendingTransactionsFilter: { enable: true, pollingInterval: Number(query.get('watch')) } });

document.siwxEvents = [];
for (const name of ['sign-in', 'sign-out']) modal.addEventListener(name, (event) => document.siwxEvents.push({ name, detail: event.detail }));

function pageSignIn() {
  const NONCES = 'wallet-page:nonces';
  const nonces = () => JSON.parse(localStorage.getItem(NONCES) ?? '[]');
  document.siwxChecks = [];
  return {
    async getNonce() {
      const nonce = Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
      localStorage.setItem(NONCES, JSON.stringify([...nonces(), nonce]));
      return nonce;
    },
    async verify(session) {
      const ours = nonces().some((nonce) => session.message.includes(`Nonce: ${nonce}`));
      const verdict = ours && localStorage.getItem('wallet-page:refuse-sign-in') === null;
      document.siwxChecks.push({ ...session, verdict });
      return verdict;
    },
  };
}

document.statuses = [];
window.WalletModal.stores.$account.subscribe((account) => document.statuses.push(account.status));

if (query.get('wallet') !== 'none') {
  const wallet = createDemoWallet({
    chains: JSON.parse(query.get('chains')),
    accountIndex: Number(query.get('account') ?? 0),
    knownChainIds: query.get('known') ? query.get('known').split(',').map(Number) : [1, 42161],
  });
  if (query.get('wallet') === 'locked') wallet.controls.lock();
  if (query.get('wallet') === 'silent') {
    const ask = wallet.provider.request;
    wallet.provider.request = (args) => (args.method === 'eth_accounts' ? new Promise(() => undefined) : ask(args));
  }
  if (query.get('approval')) wallet.controls.setApproval(query.get('approval'));
  wallet.announce();
  document.demoWallet = wallet;
}

if (query.get('second')) {
  const second = createDemoWallet({
    chains: JSON.parse(query.get('chains')),
    accountIndex: Number(query.get('second')),
    name: 'Second Wallet',
    rdns: 'dev.wallet-modal.second',
    knownChainIds: [1, 42161],
  });
  if (query.get('approval')) second.controls.setApproval(query.get('approval'));
  second.announce();
  document.secondWallet = second;
}
