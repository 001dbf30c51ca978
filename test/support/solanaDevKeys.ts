// The stack's Solana dev keys for TypeScript tests: the same 10 keys the ledger funds
// (demo/stack/solana/devKeys.mjs), as addresses and as @solana/web3.js Keypairs. Like anvil's
// accounts: tests that read balances use 0-5 (they also hold the USDC-like token), tests that
// send use 6-9, so the others' balances stay predictable.
import { Keypair } from '@solana/web3.js';
import { SOLANA_DEV_KEYS, solanaDevSeed } from '../../demo/stack/solana/devKeys.mjs';
import { SOLANA_CHAIN_IDS, SOLANA_USDC } from '../../demo/stack/solana/solanaAssets.mjs';

export { SOLANA_CHAIN_IDS, SOLANA_DEV_KEYS, SOLANA_USDC };

/** base58 addresses of dev keys 0-9. */
export const SOLANA_DEV_ADDRESSES: readonly string[] = SOLANA_DEV_KEYS.map((key) => key.publicKey);

/** Dev key `index` as a Keypair (it signs in the test page). */
export function solanaDevKeypair(index: number): Keypair {
  return Keypair.fromSeed(solanaDevSeed(index));
}

/** The mainnet CAIP-2 id, which the gateway routes to the local ledger like the other two. */
export const SOLANA_MAINNET = SOLANA_CHAIN_IDS[0] as string;
