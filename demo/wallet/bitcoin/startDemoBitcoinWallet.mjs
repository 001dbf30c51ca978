// Puts the Demo Bitcoin Wallet on the demo page: loads its bundle (the page cannot resolve the
// package names of bitcoinjs-lib and friends, so the stack builds one: buildDemoBitcoinWallet.mjs),
// registers it through the Wallet Standard and shows its panel. Sets `window.demoBitcoinWallet`
// for the console and tests. A missing bundle only disables this panel, never the page.
import { startBitcoinWalletPanel } from './bitcoinWalletPanel.mjs';

export async function startDemoBitcoinWallet({ esploraUrl, root = document }) {
  const panel = root.querySelector('#btc-wallet-panel');
  const status = root.querySelector('#btc-wallet-status');
  if (panel) panel.hidden = false;
  let createDemoBitcoinWallet;
  try {
    ({ createDemoBitcoinWallet } = await import('./.build/createDemoBitcoinWallet.js'));
  } catch (error) {
    if (status) status.textContent = `The Bitcoin wallet's bundle did not load (${error.message}); restart \`npm start\`.`;
    return null;
  }
  const bitcoinWallet = createDemoBitcoinWallet({ esploraUrl });
  bitcoinWallet.register();
  window.demoBitcoinWallet = bitcoinWallet;
  if (panel) startBitcoinWalletPanel({ wallet: bitcoinWallet, esploraUrl, root });
  if (status) status.textContent = `Ledger twin: ${esploraUrl}`;
  return bitcoinWallet;
}
