// The demo page: points <wallet-modal> at the local stack, announces the Demo Wallet, and fills
// the panels (host settings and embed snippet, modal events, modal stores, the wallet's controls,
// service calls).
// For tests and the console: `window.demoWallet` is the wallet ({ provider, info, controls, ... }),
// `window.demoBitcoinWallet` the Demo Bitcoin Wallet ({ wallet, controls, ... }; startDemoBitcoinWallet.mjs),
// `window.demoSolanaWallet` the Demo Solana Wallet ({ wallet, controls, ... }; startDemoSolanaWallet.mjs),
// `window.demoPolkadotWallet` the Demo Polkadot Wallet ({ extension, controls, ... }; startDemoPolkadotWallet.mjs).
// `window.demoCosmosWallet` the Demo Cosmos Wallet ({ keplr, controls, ... }; startDemoCosmosWallet.mjs).
import { demoChains, demoNetworks } from './demoChains.mjs';
import { stackSwapRouters } from './stackSwapRouters.mjs';
import { startEventLog } from './panels/eventLog.mjs';
import { startServiceLog } from './panels/serviceLog.mjs';
import { startSettingsPanel } from './panels/settingsPanel.mjs';
import { showStores } from './panels/storesPanel.mjs';
import { startWalletPanel } from './panels/walletPanel.mjs';
import { createDemoWallet } from './wallet/createDemoWallet.mjs';
import { startDemoBitcoinWallet } from './wallet/bitcoin/startDemoBitcoinWallet.mjs';
import { startDemoSolanaWallet } from './wallet/solana/startDemoSolanaWallet.mjs';
import { startDemoPolkadotWallet } from './wallet/polkadot/startDemoPolkadotWallet.mjs';
import { startDemoCosmosWallet } from './wallet/cosmos/startDemoCosmosWallet.mjs';

const PROJECT_ID = 'demo-project';
const status = document.getElementById('page-status');
const modal = document.querySelector('wallet-modal');

function fail(message) {
  status.textContent = message;
  status.classList.add('page-status--error');
}

async function main() {
  // Listen first, so nothing the modal dispatches while we load is missed.
  startEventLog({ modal, list: document.getElementById('event-log'), clearButton: document.getElementById('clear-events') });

  if (!window.WalletModal) {
    fail('dist/wallet-modal.umd.js did not load: run `npm run build`, then reload.');
    return;
  }
  showStores(WalletModal.stores, {
    $account: document.getElementById('account-store'),
    $network: document.getElementById('network-store'),
  });

  let stack;
  try {
    const response = await fetch('/stack.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    stack = await response.json();
  } catch (error) {
    fail(`Could not read /stack.json (${error.message}). Start the page with \`npm start\`.`);
    return;
  }

  if (!modal.hasAttribute('project-id')) modal.setAttribute('project-id', PROJECT_ID);
  modal.setAttribute('api-url', stack.apiUrl);
  modal.setAttribute('explorer-url', stack.explorerUrl);
  modal.setAttribute('relay-url', stack.relayUrl);
  modal.setAttribute('verify-url', stack.verifyUrl);
  // The embedded wallet's frame runs on the stack's own secure-site origin; its mails land in
  // the local mailbox, linked from the page.
  if (stack.secureSiteUrl) modal.setAttribute('secure-site-url', stack.secureSiteUrl);
  // Bitcoin balances come from the ledger twin's Esplora API, as they would from mempool.space.
  if (stack.bitcoinUrl) modal.setAttribute('bitcoin-api-url', `${stack.bitcoinUrl}/api`);
  // The local chains link to the stack's own explorer pages, not etherscan.io.
  const networks = demoNetworks({ ids: modal.getAttribute('networks') ?? '', builtIns: WalletModal.BUILT_IN_NETWORKS, stack, projectId: modal.getAttribute('project-id'), origin: location.origin });
  WalletModal.createWalletModal({ swapRouters: stackSwapRouters(stack), networks });
  // Theme, language, sign-in and phone size, from the page's query; the embed snippet for them.
  const inPhoneFrame = new URLSearchParams(location.search).get('frame') === 'phone' && window.parent !== window;
  document.body.classList.toggle('in-phone-frame', inPhoneFrame);
  startSettingsPanel({ modal, inPhoneFrame });
  // A machine with only loopback reports itself offline and the WalletConnect SDK would then
  // refuse to reach even the local relay; the demo runs on a local stack, so it is online.
  if (!navigator.onLine) Object.defineProperty(Navigator.prototype, 'onLine', { get: () => true, configurable: true });
  const walletLink = document.getElementById('mobile-wallet-link');
  if (walletLink && stack.mobileWalletUrl) {
    walletLink.href = stack.mobileWalletUrl;
    walletLink.hidden = false;
  }
  const mailboxLink = document.getElementById('mailbox-link');
  if (mailboxLink && stack.mailUrl) {
    mailboxLink.href = `${stack.mailUrl}/`;
    mailboxLink.parentElement.hidden = false;
  }

  const chains = demoChains(stack);
  const wallet = createDemoWallet({ chains });
  wallet.announce();
  window.demoWallet = wallet;
  startWalletPanel({ wallet, chains });
  // Not awaited: the page works on without it if its bundle is missing (it says so in its panel).
  if (stack.bitcoinUrl) startDemoBitcoinWallet({ esploraUrl: stack.bitcoinUrl });
  // A Wallet Standard Solana wallet on the local Solana ledger (absent when the stack runs without it).
  if (stack.solanaRpcUrl) startDemoSolanaWallet({ rpcUrl: stack.solanaRpcUrl });
  // A Polkadot extension (window.injectedWeb3); its balances come from the data-service twin.
  startDemoPolkadotWallet();
  // A Keplr-style Cosmos wallet; its ATOM balance comes from the data service twin.
  startDemoCosmosWallet();

  startServiceLog({
    urls: [stack.apiUrl, stack.explorerUrl, stack.verifyUrl],
    body: document.getElementById('calls-body'),
    status: document.getElementById('calls-status'),
  });

  status.textContent = `Local stack ready: chains ${Object.keys(chains).join(', ')}; data service ${stack.apiUrl}; wallet list ${stack.explorerUrl}.`;
}

main().catch((error) => fail(`The demo failed to start: ${error.message}`));
