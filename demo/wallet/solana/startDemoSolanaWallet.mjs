// Puts the Demo Solana Wallet on the demo page: creates it on the stack's Solana ledger,
// registers it through the Wallet Standard (next to the EIP-6963 Demo Wallet) and shows its
// panel. Sets `window.demoSolanaWallet` ({ wallet, controls, … }) for the console and tests.
import { createDemoSolanaWallet } from './createDemoSolanaWallet.mjs';
import { startSolanaWalletPanel } from './solanaWalletPanel.mjs';

export function startDemoSolanaWallet({ rpcUrl, root = document }) {
  const demo = createDemoSolanaWallet({ rpcUrl });
  demo.register();
  window.demoSolanaWallet = demo;
  const panel = root.querySelector('#sol-wallet-panel');
  if (panel) {
    panel.hidden = false;
    startSolanaWalletPanel({ demo, rpcUrl, root });
  }
  return demo;
}
