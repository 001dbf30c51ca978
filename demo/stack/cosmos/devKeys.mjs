// The Cosmos dev keys, like anvil's dev accounts: 10 secp256k1 keys derived from fixed texts
// (private key = SHA-256 of the text), so every run, the demo Cosmos wallet, the demo mobile
// wallet and the tests know them. The address is the Cosmos Hub's: bech32 `cosmos` of
// RIPEMD-160(SHA-256(compressed public key)). Public test keys only: never send real ATOM to them.
import { pubkeyToAddress, encodeSecp256k1Pubkey } from '@cosmjs/amino';
import { sha256 } from '@cosmjs/crypto';
import { secp256k1 } from '@noble/curves/secp256k1';

export const DEV_KEY_COUNT = 10;
/** The Cosmos Hub and its public testnet (chain-registry `cosmoshub`, `cosmoshubtestnet`). */
export const COSMOS_HUB = 'cosmos:cosmoshub-4';
export const COSMOS_HUB_TESTNET = 'cosmos:theta-testnet-001';
export const COSMOS_CHAIN_IDS = Object.freeze([COSMOS_HUB, COSMOS_HUB_TESTNET]);

/** What the data-service twin's ledger gives each dev key at start, in uatom (1 ATOM = 10^6 uatom). */
export const GENESIS_UATOM = 1_250_000_000n;

function derive(index) {
  const privateKey = sha256(new TextEncoder().encode(`wallet-modal cosmos dev key ${index}`));
  const publicKey = secp256k1.getPublicKey(privateKey, true);
  const address = pubkeyToAddress(encodeSecp256k1Pubkey(publicKey), 'cosmos');
  return Object.freeze({ index, address, privateKey, publicKey });
}

/** `[{ index, address, privateKey, publicKey }]`: bytes for the keys (33-byte compressed public key). */
export const COSMOS_DEV_KEYS = Object.freeze(Array.from({ length: DEV_KEY_COUNT }, (_, index) => derive(index)));
