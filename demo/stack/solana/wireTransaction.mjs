// Untrusted wire transactions in, checked and taken apart: the base58/base64 text a client sends
// to bytes, the bytes to @solana/web3.js's VersionedTransaction (legacy and v0 alike), and that
// to the `{ messageBytes, signatures }` object litesvm executes.
import { VersionedTransaction } from '@solana/web3.js';
import { decodeBase58, encodeBase58 } from './base58.mjs';
import { invalidParam, invalidParams } from './rpcErrors.mjs';

// A packet is 1232 bytes; base58 of that is at most ~1700 characters, base64 1644.
const MAX_WIRE_BYTES = 1232;
const MAX_TEXT = 1800;
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** `text` in `encoding` ('base58' | 'base64') → bytes, or a -32602 error worded like the node's. */
export function decodeWire(text, encoding = 'base58') {
  if (typeof text !== 'string') throw invalidParams('expected a transaction as a string');
  if (text.length > MAX_TEXT) throw invalidParams(`encoded transaction too large: ${text.length} bytes (max: encoded/raw ${MAX_TEXT}/${MAX_WIRE_BYTES})`);
  if (encoding === 'base58') {
    try {
      return decodeBase58(text);
    } catch {
      throw invalidParam('invalid base58 encoding');
    }
  }
  if (encoding === 'base64') {
    if (!BASE64.test(text) || text.length % 4 !== 0) throw invalidParam('invalid base64 encoding');
    return new Uint8Array(Buffer.from(text, 'base64'));
  }
  throw invalidParams(`unknown variant \`${String(encoding).slice(0, 40)}\`, expected \`base58\` or \`base64\``);
}

/**
 * Bytes → `{ tx, message, version, signature, signatures, kit }`; a -32602 error when they are
 * not one well-formed transaction. `signature` (base58) names the transaction, as on chain.
 */
export function parseWire(bytes) {
  if (bytes.length > MAX_WIRE_BYTES) throw invalidParams(`transaction too large: ${bytes.length} bytes (max ${MAX_WIRE_BYTES})`);
  let tx;
  try {
    tx = VersionedTransaction.deserialize(bytes);
  } catch (error) {
    throw invalidParam(`failed to deserialize solana_transaction::versioned::VersionedTransaction: ${error.message}`);
  }
  const { message } = tx;
  const keys = message.staticAccountKeys;
  const required = message.header.numRequiredSignatures;
  if (tx.signatures.length !== required || required === 0 || keys.length < required) {
    throw invalidParam('invalid transaction: Transaction failed to sanitize accounts offsets correctly');
  }
  // Re-serialising must give the same bytes back: trailing garbage or a non-canonical length is refused.
  if (!sameBytes(tx.serialize(), bytes)) throw invalidParam('invalid transaction: trailing or malformed bytes');
  const signatures = tx.signatures.map((s) => encodeBase58(s));
  const kitSignatures = {};
  keys.slice(0, required).forEach((key, i) => {
    kitSignatures[key.toBase58()] = tx.signatures[i];
  });
  return {
    tx,
    message,
    version: message.version,
    signature: signatures[0],
    signatures,
    kit: Object.freeze({ messageBytes: message.serialize(), signatures: Object.freeze(kitSignatures) }),
  };
}

function sameBytes(a, b) {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return false;
  return true;
}
