// The ledger twin's development keys, like anvil's dev accounts: 10 key pairs derived from fixed
// seeds (private key = SHA-256 of a fixed text), so every run, the demo wallet and the tests
// know them. Each has a payment account (P2WPKH, tb1q…) and an ordinals account (P2TR key
// path, tb1p…, its own key as in real wallets). Genesis funds them (genesis.mjs). Public test
// keys only: never send real coins to them. test/support/bitcoinDevKeys.ts is the TS twin.
import { bitcoin, bytesToHex, ECPair, NETWORK } from './bitcoinLib.mjs';

export const DEV_KEY_COUNT = 10;
const seedText = (index, purpose) => `wallet-modal bitcoin dev key ${index} ${purpose}`;

function derive(index, purpose) {
  const privateKey = bitcoin.crypto.sha256(new TextEncoder().encode(seedText(index, purpose)));
  const pair = ECPair.fromPrivateKey(privateKey, { network: NETWORK });
  if (purpose === 'payment') {
    const { address } = bitcoin.payments.p2wpkh({ pubkey: pair.publicKey, network: NETWORK });
    return { purpose, addressType: 'p2wpkh', address, privateKey: bytesToHex(privateKey), publicKey: bytesToHex(pair.publicKey) };
  }
  // Taproot accounts show their x-only internal key, as Bitcoin wallets report it.
  const internal = bitcoin.toXOnly(pair.publicKey);
  const { address } = bitcoin.payments.p2tr({ internalPubkey: internal, network: NETWORK });
  return { purpose, addressType: 'p2tr', address, privateKey: bytesToHex(privateKey), publicKey: bytesToHex(internal) };
}

/** `[{ index, payment: { address, privateKey, publicKey, … }, ordinals: { … } }]`, hex strings. */
export const BITCOIN_DEV_KEYS = Object.freeze(
  Array.from({ length: DEV_KEY_COUNT }, (_, index) =>
    Object.freeze({ index, payment: Object.freeze(derive(index, 'payment')), ordinals: Object.freeze(derive(index, 'ordinals')) }),
  ),
);

/** What genesis gives each dev key: 1 BTC to payment in four outputs, one small output to ordinals. */
export const GENESIS_PAYMENT_OUTPUTS = Object.freeze([50_000_000n, 25_000_000n, 15_000_000n, 10_000_000n]);
export const GENESIS_ORDINALS_OUTPUTS = Object.freeze([100_000n]);
