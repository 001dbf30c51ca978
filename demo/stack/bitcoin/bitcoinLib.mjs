// bitcoinjs-lib set up once for everything Bitcoin in this repo, the ledger twin in Node and the
// demo Bitcoin wallet in the browser: the secp256k1 backend is @bitcoinerlab/secp256k1 (pure
// JavaScript over @noble/curves, so it needs no WebAssembly and no Buffer polyfill in a page),
// handed to bitcoinjs-lib (for Taproot) and to ecpair (for keys). Both sides import this file so
// they agree on the network and the curve code.
import * as ecc from '@bitcoinerlab/secp256k1';
import * as bitcoin from 'bitcoinjs-lib';
import { ECPairFactory } from 'ecpair';

bitcoin.initEccLib(ecc);

export { bitcoin, ecc };
export const ECPair = ECPairFactory(ecc);

/** The only network the local ledger runs: testnet parameters (tb1 addresses). */
export const NETWORK = bitcoin.networks.testnet;

/** CAIP-2 id of Bitcoin testnet (the first 32 hex digits of its genesis block hash). */
export const BIP122_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';

/** Satoshis in one BTC, and the most that can ever exist (consensus MAX_MONEY). */
export const SATS_PER_BTC = 100_000_000n;
export const MAX_MONEY = 21_000_000n * SATS_PER_BTC;

const HEX = /^(?:[0-9a-f]{2})*$/i;
/** Hex → bytes for untrusted text: null when it is not whole bytes of hex. */
export function hexToBytes(text) {
  if (typeof text !== 'string' || !HEX.test(text)) return null;
  const bytes = new Uint8Array(text.length / 2);
  for (let i = 0; i < bytes.length; i += 1) bytes[i] = Number.parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

export const bytesToHex = (bytes) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');

/** The output script of a testnet address, or null when it is not one (wrong network included). */
export function outputScriptOf(address) {
  if (typeof address !== 'string' || address.length > 100) return null;
  try {
    return bitcoin.address.toOutputScript(address, NETWORK);
  } catch {
    return null;
  }
}

/** The testnet address of an output script, or null for scripts with none (OP_RETURN, bare). */
export function addressOf(script) {
  try {
    return bitcoin.address.fromOutputScript(script, NETWORK);
  } catch {
    return null;
  }
}
