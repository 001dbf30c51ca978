// Puts the demo Cosmos wallet on the page as a Keplr-style extension does (window.keplr by
// default), holding Cosmos dev key `accountIndex` (demo/stack/cosmos/devKeys.mjs).
import { createDemoCosmosWallet, type DemoCosmosWallet } from '../../demo/wallet/cosmos/createDemoCosmosWallet.mjs';

export type { DemoCosmosWallet };

/** The wallet, injected; `stop()` takes it off the page. */
export function injectDemoCosmosWallet(accountIndex: number, global = 'keplr'): { wallet: DemoCosmosWallet; stop: () => void } {
  const wallet = createDemoCosmosWallet({ accountIndex });
  return { wallet, stop: wallet.inject(window, global) };
}
