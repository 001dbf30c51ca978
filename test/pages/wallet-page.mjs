// Sets up the host page of the reload tests from its query string, synchronously, the way a
// real page configures the modal in its markup: ?api=…&explorer=…&chains=<json>
// &account=3, optionally &networks=<caip2 list>, &known=<wallet's chain ids>, &watch=<ms>, &siwx=optional|required and, to play a visitor whose wallet went away, &wallet=none or &wallet=locked.
import { createDemoWallet } from '/demo/wallet/createDemoWallet.mjs';

const query = new URLSearchParams(location.search);
const modal = document.querySelector('wallet-modal');
modal.setAttribute('api-url', query.get('api'));
modal.setAttribute('explorer-url', query.get('explorer'));
if (query.get('networks')) modal.setAttribute('networks', query.get('networks'));
// &watch=<ms>: the pending-transaction watcher on, polling at that interval.
// &siwx=optional|required: sign-in with the stack's session service.
if (query.get('siwx')) window.WalletModal.createWalletModal({ siwx: { required: query.get('siwx') === 'required' } });
if (query.get('watch')) window.WalletModal.createWalletModal({ pendingTransactionsFilter: { enable: true, pollingInterval: Number(query.get('watch')) } });

document.statuses = [];
window.WalletModal.stores.$account.subscribe((account) => document.statuses.push(account.status));

if (query.get('wallet') !== 'none') {
  const wallet = createDemoWallet({
    chains: JSON.parse(query.get('chains')),
    accountIndex: Number(query.get('account') ?? 0),
    knownChainIds: query.get('known') ? query.get('known').split(',').map(Number) : [1, 42161],
  });
  if (query.get('wallet') === 'locked') wallet.controls.lock();
  wallet.announce();
  document.demoWallet = wallet;
}
