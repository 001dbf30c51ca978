// Puts the Demo Polkadot Wallet on the demo page: loads its bundle (the page cannot resolve the
// package names of @scure/sr25519 and @noble, so the stack builds one: buildDemoPolkadotWallet.mjs),
// injects it into window.injectedWeb3 as an extension does and shows its panel. Sets
// `window.demoPolkadotWallet` for the console and tests. A missing bundle never breaks the page.
import { startPolkadotWalletPanel } from './polkadotWalletPanel.mjs';

export async function startDemoPolkadotWallet({ root = document } = {}) {
  let createDemoPolkadotWallet;
  try {
    ({ createDemoPolkadotWallet } = await import('./.build/createDemoPolkadotWallet.js'));
  } catch (error) {
    console.warn(`The Polkadot wallet's bundle did not load (${error.message}); restart \`npm start\`.`);
    return null;
  }
  const wallet = createDemoPolkadotWallet();
  wallet.inject();
  window.demoPolkadotWallet = wallet;
  startPolkadotWalletPanel({ wallet, root });
  return wallet;
}
