// The Polkadot development keys, like anvil's accounts: ten sr25519 key pairs from fixed seeds
// (mini-secret = SHA-256 of a fixed text), so every run, the demo wallets and the tests know
// them. Each has its address in the generic Substrate format (prefix 42, what browser
// extensions show by default) and on each network. The data-service twin funds them at start
// (polkadotLedger.mjs). Public test keys only: never send real coins to them.
import { sha256 } from '@noble/hashes/sha2';
import { bytesToHex } from '@noble/hashes/utils';
import * as sr25519 from '@scure/sr25519';
import { POLKADOT_CHAINS } from './polkadotChains.mjs';
import { encodeSs58 } from './ss58.mjs';

export const DEV_KEY_COUNT = 10;
const seedText = (index) => `wallet-modal polkadot dev key ${index}`;

/** The 64-byte sr25519 secret key of dev key `index` (a fresh copy each call). */
export function polkadotDevSecret(index) {
  if (!Number.isInteger(index) || index < 0 || index >= DEV_KEY_COUNT) throw new RangeError(`No Polkadot dev key ${index}: there are ${DEV_KEY_COUNT} (0-${DEV_KEY_COUNT - 1})`);
  return sr25519.secretFromSeed(sha256(new TextEncoder().encode(seedText(index))));
}

function derive(index) {
  const publicKey = sr25519.getPublicKey(polkadotDevSecret(index));
  const addresses = Object.fromEntries(Object.entries(POLKADOT_CHAINS).map(([chainId, { prefix }]) => [chainId, encodeSs58(publicKey, prefix)]));
  return Object.freeze({ index, publicKey: `0x${bytesToHex(publicKey)}`, address: encodeSs58(publicKey, 42), addresses: Object.freeze(addresses) });
}

/** `[{ index, publicKey (0x hex), address (prefix 42), addresses: { [caip2]: ss58 } }]`. */
export const POLKADOT_DEV_KEYS = Object.freeze(Array.from({ length: DEV_KEY_COUNT }, (_, index) => derive(index)));
