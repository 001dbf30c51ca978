// The data-service twin's Polkadot holdings: a small in-memory ledger of its own (there is no
// Substrate node in the stack), free balance in plancks per network and public key. Every dev key
// is funded at start, key i with 100 + i whole coins on each network, so tests can predict them.
import { POLKADOT_DEV_KEYS } from './devKeys.mjs';
import { POLKADOT_CHAINS } from './polkadotChains.mjs';

/** `{ balanceOf(chainId, publicKeyHex) → bigint }`. */
export function createPolkadotLedger() {
  const held = new Map(); // `${chainId} ${publicKey}` -> plancks
  const keyOf = (chainId, publicKey) => `${chainId} ${String(publicKey).toLowerCase()}`;
  for (const [chainId, { coin }] of Object.entries(POLKADOT_CHAINS)) {
    for (const key of POLKADOT_DEV_KEYS) held.set(keyOf(chainId, key.publicKey), BigInt(100 + key.index) * 10n ** BigInt(coin.decimals));
  }
  return {
    balanceOf: (chainId, publicKey) => held.get(keyOf(chainId, publicKey)) ?? 0n,
  };
}
