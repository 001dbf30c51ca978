// The ESM variant of the demo: the modal comes from dist/wallet-modal.js (which defines the
// elements when imported), pointed at the local stack, with the Demo Wallet announced.
import { BUILT_IN_NETWORKS, createWalletModal } from '/dist/wallet-modal.js';
import { demoChains, demoNetworks } from './demoChains.mjs';
import { stackSwapRouters } from './stackSwapRouters.mjs';
import { createDemoWallet } from './wallet/createDemoWallet.mjs';

const stack = await (await fetch('/stack.json', { cache: 'no-store' })).json();
const modal = document.querySelector('wallet-modal');
createWalletModal({
  // The local chains link to the stack's own explorer pages, not etherscan.io.
  networks: demoNetworks({ ids: modal.getAttribute('networks') ?? '', builtIns: BUILT_IN_NETWORKS, stack, projectId: modal.getAttribute('project-id'), origin: location.origin }),
  apiUrl: stack.apiUrl,
  explorerUrl: stack.explorerUrl,
  relayUrl: stack.relayUrl,
  verifyUrl: stack.verifyUrl,
  secureSiteUrl: stack.secureSiteUrl,
  swapRouters: stackSwapRouters(stack),
});
createDemoWallet({ chains: demoChains(stack) }).announce();
document.body.dataset.ready = 'true';
