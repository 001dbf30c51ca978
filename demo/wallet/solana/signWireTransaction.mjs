// Signs a Solana wire transaction (legacy or v0) as a wallet does, without any library: find
// the message after the signature slots, find this key among the required signers, sign the
// message bytes and put the signature in this key's slot. The bytes come from a web page, so
// every length and offset is checked before it is used.

const SIGNATURE_BYTES = 64;
const KEY_BYTES = 32;
const MAX_WIRE_BYTES = 1232;

/** Solana's compact-u16 ("shortvec"): `[value, nextOffset]`. */
function readShortVec(bytes, offset) {
  let value = 0;
  for (let i = 0; i < 3; i += 1) {
    const byte = bytes[offset + i];
    if (byte === undefined) throw new TypeError('Transaction bytes end too early');
    value |= (byte & 0x7f) << (7 * i);
    if ((byte & 0x80) === 0) return [value, offset + i + 1];
  }
  throw new TypeError('Transaction has a malformed length');
}

/** `{ signatureCount, signaturesAt, message, signers: Uint8Array[] }` of wire bytes, or a TypeError. */
export function readWireTransaction(bytes) {
  if (!(bytes instanceof Uint8Array)) throw new TypeError('A transaction is a Uint8Array of wire bytes');
  if (bytes.length > MAX_WIRE_BYTES) throw new TypeError(`A transaction is at most ${MAX_WIRE_BYTES} bytes`);
  const [signatureCount, signaturesAt] = readShortVec(bytes, 0);
  const messageAt = signaturesAt + signatureCount * SIGNATURE_BYTES;
  const message = bytes.subarray(messageAt);
  if (message.length === 0) throw new TypeError('Transaction bytes end too early');
  let headerAt = 0;
  if (message[0] & 0x80) {
    if ((message[0] & 0x7f) !== 0) throw new TypeError(`Transaction version ${message[0] & 0x7f} is not supported`);
    headerAt = 1;
  }
  const required = message[headerAt];
  const [keyCount, keysAt] = readShortVec(message, headerAt + 3);
  if (required === undefined || required === 0 || required !== signatureCount || keyCount < required) {
    throw new TypeError('Transaction header does not match its signatures');
  }
  if (keysAt + keyCount * KEY_BYTES + KEY_BYTES > message.length) throw new TypeError('Transaction bytes end too early');
  const signers = [];
  for (let i = 0; i < required; i += 1) signers.push(message.subarray(keysAt + i * KEY_BYTES, keysAt + (i + 1) * KEY_BYTES));
  return { signatureCount, signaturesAt, message, signers };
}

const sameBytes = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/**
 * A copy of `bytes` with `signer`'s signature in its slot. `signer` is `{ publicKey, sign }`
 * (ed25519Signer.mjs). Throws when the transaction does not ask this key to sign.
 */
export async function signWireTransaction(bytes, signer) {
  const { signaturesAt, message, signers } = readWireTransaction(bytes);
  const slot = signers.findIndex((key) => sameBytes(key, signer.publicKey));
  if (slot < 0) throw new TypeError('The transaction does not ask this account to sign');
  const signature = await signer.sign(message);
  const signed = Uint8Array.from(bytes);
  signed.set(signature, signaturesAt + slot * SIGNATURE_BYTES);
  return { signed, signature };
}
