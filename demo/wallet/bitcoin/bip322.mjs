// BIP-322 "simple" message signatures for P2WPKH and P2TR (key path) addresses, written on
// bitcoinjs-lib: the message is committed to in a virtual `to_spend` transaction paying the
// address, and the signature is the witness of a virtual `to_sign` transaction spending it,
// serialized and base64-encoded. bip322-js would do this too, but it pulls in bitcoinjs-lib 6, two
// native secp256k1 builds and Buffer; this file is small and its verification is the ledger
// twin's own input check (verifyInput.mjs). Checked against the BIP's test vectors in
// test/stack/demoBitcoinWallet.test.ts.
import { bitcoin, ECPair, outputScriptOf } from '../../stack/bitcoin/bitcoinLib.mjs';
import { verifyInput } from '../../stack/bitcoin/verifyInput.mjs';
import { base64ToBytes, bytesToBase64 } from './base64.mjs';

const { Transaction } = bitcoin;
const TAG = bitcoin.crypto.sha256(new TextEncoder().encode('BIP0322-signed-message'));
const concat = (...parts) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
};

/** SHA256(tag ‖ tag ‖ message) with tag = SHA256("BIP0322-signed-message"). */
export const messageHash = (message) => bitcoin.crypto.sha256(concat(TAG, TAG, message));

function toSpend(message, script) {
  const tx = new Transaction();
  tx.version = 0;
  tx.locktime = 0;
  tx.addInput(new Uint8Array(32), 0xffffffff, 0, bitcoin.script.compile([bitcoin.opcodes.OP_0, messageHash(message)]));
  tx.addOutput(script, 0n);
  return tx;
}

function toSign(spend) {
  const tx = new Transaction();
  tx.version = 0;
  tx.locktime = 0;
  tx.addInput(spend.getHash(), 0, 0);
  tx.addOutput(bitcoin.script.compile([bitcoin.opcodes.OP_RETURN]), 0n);
  return tx;
}

// A witness stack as BIP-322 serializes it: CompactSize count, then each item length-prefixed.
function compactSize(n) {
  if (n < 0xfd) return Uint8Array.of(n);
  return Uint8Array.of(0xfd, n & 0xff, n >> 8); // items here are far below 64 KiB
}
const encodeWitness = (stack) => concat(compactSize(stack.length), ...stack.flatMap((item) => [compactSize(item.length), item]));

function decodeWitness(bytes) {
  let at = 0;
  const readSize = () => {
    if (at >= bytes.length) throw new Error('truncated');
    const first = bytes[at++];
    if (first < 0xfd) return first;
    if (first !== 0xfd || at + 2 > bytes.length) throw new Error('unsupported size');
    const n = bytes[at] | (bytes[at + 1] << 8);
    at += 2;
    return n;
  };
  const count = readSize();
  const stack = [];
  for (let i = 0; i < count; i += 1) {
    const length = readSize();
    if (at + length > bytes.length) throw new Error('truncated');
    stack.push(bytes.slice(at, at + length));
    at += length;
  }
  if (at !== bytes.length) throw new Error('trailing bytes');
  return stack;
}

/**
 * Signs `message` (bytes) for `address` with `privateKey` (32 bytes); the key must own the
 * address. Resolves to the serialized witness; base64 of it is the BIP-322 simple signature.
 */
export function signMessageBip322({ message, address, privateKey }) {
  const script = outputScriptOf(address);
  if (!script) throw new TypeError(`Not a testnet address: ${address}`);
  const pair = ECPair.fromPrivateKey(privateKey);
  const spend = toSpend(message, script);
  const tx = toSign(spend);
  if (script[0] === 0x00 && script.length === 22) {
    const scriptCode = bitcoin.payments.p2pkh({ pubkey: pair.publicKey }).output;
    const hash = tx.hashForWitnessV0(0, scriptCode, 0n, Transaction.SIGHASH_ALL);
    // Low R, as Bitcoin Core grinds for, so signatures match the BIP's vectors byte for byte.
    tx.setWitness(0, [bitcoin.script.signature.encode(pair.sign(hash, true), Transaction.SIGHASH_ALL), pair.publicKey]);
  } else if (script[0] === 0x51 && script.length === 34) {
    const internal = bitcoin.toXOnly(pair.publicKey);
    const tweaked = pair.tweak(bitcoin.crypto.taggedHash('TapTweak', internal));
    const hash = tx.hashForWitnessV1(0, [script], [0n], Transaction.SIGHASH_DEFAULT);
    tx.setWitness(0, [tweaked.signSchnorr(hash)]);
  } else {
    throw new TypeError('BIP-322 simple signing here covers P2WPKH and P2TR addresses only');
  }
  const why = verifyInput(tx, 0, [{ script, value: 0n }]);
  if (why) throw new Error(`The key does not own ${address}: ${why}`);
  return encodeWitness(tx.ins[0].witness);
}

export const signMessageBip322Base64 = (options) => bytesToBase64(signMessageBip322(options));

/**
 * True when `signature` (base64 text or witness bytes) is a valid BIP-322 simple signature of
 * `message` (bytes or text) by `address`. Everything here may come from outside: anything
 * malformed is simply not valid.
 */
export function verifyMessageBip322({ message, address, signature }) {
  const script = outputScriptOf(address);
  const witnessBytes = typeof signature === 'string' ? base64ToBytes(signature) : signature instanceof Uint8Array ? signature : null;
  if (!script || !witnessBytes) return false;
  const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message;
  if (!(bytes instanceof Uint8Array)) return false;
  let stack;
  try {
    stack = decodeWitness(witnessBytes);
  } catch {
    return false;
  }
  const tx = toSign(toSpend(bytes, script));
  tx.setWitness(0, stack);
  return verifyInput(tx, 0, [{ script, value: 0n }]) === null;
}
