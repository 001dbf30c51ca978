// Puts the Demo Cosmos Wallet on the demo page as a Keplr-style extension does (window.keplr):
// loads its bundle (the page cannot resolve the package names of @cosmjs and @noble, so the
// stack builds one: demo/stack/cosmos/buildDemoCosmosWallet.mjs), injects it and shows its
// panel. Sets `window.demoCosmosWallet` for the console and tests. A missing bundle only leaves
// the wallet out, never the page.
import { startCosmosWalletPanel } from './cosmosWalletPanel.mjs';

export async function startDemoCosmosWallet({ root = document } = {}) {
  let createDemoCosmosWallet;
  try {
    ({ createDemoCosmosWallet } = await import('./.build/createDemoCosmosWallet.js'));
  } catch (error) {
    console.warn(`The Cosmos wallet's bundle did not load (${error.message}); restart \`npm start\`.`);
    return null;
  }
  const demo = createDemoCosmosWallet();
  demo.inject(window, 'keplr');
  // The bundle arrives after the modal first looked for wallets (and after the page's load
  // event, when it looks again): the wallet says it is there the way Keplr announces a key
  // change, which makes the modal read window.keplr again.
  window.dispatchEvent(new Event('keplr_keystorechange'));
  window.demoCosmosWallet = demo;
  const after = root.querySelector('#sol-wallet-panel') ?? root.querySelector('.panels > :last-child');
  if (after) startCosmosWalletPanel({ demo, after });
  return demo;
}
