// Connects the demo browser wallet through the modal, the way a visitor does.
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { stackInfo } from '../stack/stackInfo';
import { buttonNamed, dialogOf, waitFor } from './modalTestKit';

export type DemoWallet = ReturnType<typeof createDemoWallet>;

/** A demo wallet for anvil dev account `accountIndex`, announced on the page (`eip5792: false`: one without EIP-5792; `permissions: true`: one that grants smart sessions). */
export async function announceDemoWallet(accountIndex: number, options: { eip5792?: boolean; permissions?: boolean } = {}): Promise<{ wallet: DemoWallet; stop: () => void }> {
  const wallet = createDemoWallet({ chains: (await stackInfo()).chains, accountIndex, knownChainIds: [1, 8453, 42161], ...options });
  return { wallet, stop: wallet.announce() };
}

/**
 * Opens the modal and picks Demo Wallet; once connected the modal closes, as it does for a
 * visitor. Then opens it again, on the Account view, where the tests go on.
 */
export async function connectWithClick(modal: HTMLElement & { open(options?: object): Promise<void> }): Promise<void> {
  await modal.open();
  (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect')).click();
  await waitFor(() => !dialogOf(modal) || dialogOf(modal)?.dataset.view === 'UnsupportedChain', 'the modal closed once connected');
  if (dialogOf(modal)) return; // the wallet sits on a network the page did not ask for
  await modal.open();
  await waitFor(() => dialogOf(modal)?.dataset.view === 'Account', 'the Account view');
}
