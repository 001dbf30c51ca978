// Puts the demo Bitcoin wallet on the page, as a Bitcoin browser extension would be: a Wallet
// Standard wallet registered through the standard's window events, holding dev key
// `accountIndex` of the local Bitcoin ledger twin (test/support/bitcoinDevKeys.ts).
import { createDemoBitcoinWallet, type DemoBitcoinWallet } from '../../demo/wallet/bitcoin/createDemoBitcoinWallet.mjs';
import { stackInfo } from '../stack/stackInfo';

export type { DemoBitcoinWallet };

/** The wallet, registered; `stop()` unregisters it from every app on the page that took it. */
export async function registerDemoBitcoinWallet(accountIndex: number): Promise<{ wallet: DemoBitcoinWallet; stop: () => void }> {
  const wallet = createDemoBitcoinWallet({ esploraUrl: (await stackInfo()).bitcoinUrl, accountIndex });
  return { wallet, stop: wallet.register() };
}
