// Bitcoin-alphabet base58, as Solana writes addresses, signatures and blockhashes. No imports:
// the ledger (Node), the demo Solana wallet (browser, unbundled) and the tests share it.

const ALPHABET = '123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz';
const INDEX = new Map([...ALPHABET].map((char, i) => [char, i]));

/** Bytes → base58 text. */
export function encodeBase58(bytes) {
  const input = bytes instanceof Uint8Array ? bytes : Uint8Array.from(bytes);
  let zeros = 0;
  while (zeros < input.length && input[zeros] === 0) zeros += 1;
  const digits = []; // base-58 digits, least significant first
  for (let i = zeros; i < input.length; i += 1) {
    let carry = input[i];
    for (let j = 0; j < digits.length; j += 1) {
      carry += digits[j] << 8;
      digits[j] = carry % 58;
      carry = Math.floor(carry / 58);
    }
    while (carry > 0) {
      digits.push(carry % 58);
      carry = Math.floor(carry / 58);
    }
  }
  return '1'.repeat(zeros) + digits.reverse().map((d) => ALPHABET[d]).join('');
}

/** base58 text → bytes; throws a TypeError on any character outside the alphabet. */
export function decodeBase58(text) {
  if (typeof text !== 'string') throw new TypeError('base58: expected a string');
  let zeros = 0;
  while (zeros < text.length && text[zeros] === '1') zeros += 1;
  const bytes = []; // base-256 digits, least significant first
  for (let i = zeros; i < text.length; i += 1) {
    let carry = INDEX.get(text[i]);
    if (carry === undefined) throw new TypeError(`base58: invalid character at ${i}`);
    for (let j = 0; j < bytes.length; j += 1) {
      carry += bytes[j] * 58;
      bytes[j] = carry & 0xff;
      carry >>= 8;
    }
    while (carry > 0) {
      bytes.push(carry & 0xff);
      carry >>= 8;
    }
  }
  const out = new Uint8Array(zeros + bytes.length);
  bytes.reverse().forEach((b, i) => {
    out[zeros + i] = b;
  });
  return out;
}

/** True for base58 text that decodes to exactly `length` bytes (32: an address, 64: a signature). */
export function isBase58OfLength(text, length) {
  if (typeof text !== 'string' || text.length === 0 || text.length > 90) return false;
  try {
    return decodeBase58(text).length === length;
  } catch {
    return false;
  }
}
