// SS58, Substrate's address format: base58 of prefix ‖ public key ‖ the first two bytes of
// blake2b-512("SS58PRE" ‖ prefix ‖ public key). Only 32-byte keys (sr25519, ed25519) and the
// one-byte prefixes (0-63) here: what the two networks of the stack use (Polkadot 0, Westend
// and the generic Substrate format 42).
import { blake2b } from '@noble/hashes/blake2b';
import { base58 } from '@scure/base';

const SS58PRE = new TextEncoder().encode('SS58PRE');

function checksum(body) {
  return blake2b(new Uint8Array([...SS58PRE, ...body]), { dkLen: 64 }).subarray(0, 2);
}

/** The SS58 address of a 32-byte public key under `prefix` (0-63). */
export function encodeSs58(publicKey, prefix) {
  if (!(publicKey instanceof Uint8Array) || publicKey.length !== 32) throw new TypeError('Expected a 32-byte public key');
  if (!Number.isInteger(prefix) || prefix < 0 || prefix > 63) throw new RangeError('Expected an SS58 prefix of 0-63');
  const body = new Uint8Array([prefix, ...publicKey]);
  return base58.encode(new Uint8Array([...body, ...checksum(body)]));
}

/** `{ prefix, publicKey }` of an SS58 address of a 32-byte key with a good checksum, else null. */
export function decodeSs58(text) {
  if (typeof text !== 'string' || text.length < 46 || text.length > 48) return null;
  let bytes;
  try {
    bytes = base58.decode(text);
  } catch {
    return null;
  }
  if (bytes.length !== 35 || bytes[0] > 63) return null;
  const body = bytes.subarray(0, 33);
  const [a, b] = checksum(body);
  if (bytes[33] !== a || bytes[34] !== b) return null;
  return { prefix: bytes[0], publicKey: bytes.slice(1, 33) };
}
