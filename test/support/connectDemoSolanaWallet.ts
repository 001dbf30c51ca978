// Puts the demo Solana wallet on the test page, registered through the Wallet Standard the way
// a browser extension registers, backed by the stack's local Solana ledger.
import { createDemoSolanaWallet, type DemoSolanaWallet } from '../../demo/wallet/solana/createDemoSolanaWallet.mjs';
import { stackInfo } from '../stack/stackInfo';

export type { DemoSolanaWallet };

/**
 * A demo Solana wallet for dev key `accountIndex`, registered; `stop()` unregisters it from
 * every Wallet Standard app on the page. It forgets its connection on reload unless `remember`.
 */
export async function registerDemoSolanaWallet(
  accountIndex: number,
  options: { remember?: boolean; name?: string; key?: { seed: Uint8Array; publicKey: string } } = {},
): Promise<{ wallet: DemoSolanaWallet; stop: () => void }> {
  const { solanaRpcUrl } = await stackInfo();
  if (!solanaRpcUrl) throw new Error('The local Solana ledger is not running (see the stack output)');
  const wallet = createDemoSolanaWallet({ rpcUrl: solanaRpcUrl, accountIndex, remember: false, ...options });
  return { wallet, stop: wallet.register() };
}
