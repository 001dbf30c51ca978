// Connects the demo browser wallet through the modal, the way a visitor does.
import { createDemoWallet } from '../../demo/wallet/createDemoWallet.mjs';
import { stackInfo } from '../stack/stackInfo';
import { buttonNamed, dialogOf, waitFor } from './modalTestKit';

export type DemoWallet = ReturnType<typeof createDemoWallet>;

/** A demo wallet for anvil dev account `accountIndex`, announced on the page. */
export async function announceDemoWallet(accountIndex: number): Promise<{ wallet: DemoWallet; stop: () => void }> {
  const wallet = createDemoWallet({ chains: (await stackInfo()).chains, accountIndex, knownChainIds: [1, 8453, 42161] });
  return { wallet, stop: wallet.announce() };
}

/** Opens the modal, picks Demo Wallet and waits for the Account view. */
export async function connectWithClick(modal: HTMLElement & { open(options?: object): Promise<void> }): Promise<void> {
  await modal.open();
  (await waitFor(() => buttonNamed(modal, 'Demo Wallet'), 'Demo Wallet on Connect')).click();
  await waitFor(() => dialogOf(modal)?.dataset.view === 'Account', 'the Account view');
}
