// The ESM variant of the demo: the modal comes from dist/wallet-modal.js (which defines the
// elements when imported), pointed at the local stack, with the Demo Wallet announced.
import { createWalletModal } from '/dist/wallet-modal.js';
import { demoChains } from './demoChains.mjs';
import { createDemoWallet } from './wallet/createDemoWallet.mjs';

const stack = await (await fetch('/stack.json', { cache: 'no-store' })).json();
createWalletModal({
  apiUrl: stack.apiUrl,
  explorerUrl: stack.explorerUrl,
  relayUrl: stack.relayUrl,
  verifyUrl: stack.verifyUrl,
  secureSiteUrl: stack.secureSiteUrl,
  // Swaps go to the stack's own market router (see demo.mjs).
  swapRouters: Object.fromEntries(Object.entries(stack.market ?? {}).map(([chainId, { router }]) => [`eip155:${chainId}`, router])),
});
createDemoWallet({ chains: demoChains(stack) }).announce();
document.body.dataset.ready = 'true';
