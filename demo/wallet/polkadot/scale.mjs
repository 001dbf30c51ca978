// The little of SCALE (Substrate's encoding) a signer needs: hex in and out, compact integers
// and fixed-width little-endian integers.
import { bytesToHex, hexToBytes } from '@noble/hashes/utils';

/** Bytes of a `0x…` hex text (an even number of digits); throws on anything else. */
export function fromHex(text, what = 'value') {
  if (typeof text !== 'string' || !/^0x(?:[0-9a-fA-F]{2})*$/.test(text)) throw new TypeError(`Expected ${what} as 0x-prefixed hex`);
  return hexToBytes(text.slice(2));
}

export const toHex = (bytes) => `0x${bytesToHex(bytes)}`;

/** A non-negative integer from hex (`0x…`), a decimal text or a number. */
export function toBigInt(value, what) {
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value);
  if (typeof value === 'string' && /^(0x[0-9a-fA-F]+|\d+)$/.test(value)) return BigInt(value);
  throw new TypeError(`Expected ${what} as a non-negative integer`);
}

/** Little-endian bytes of `value` in `width` bytes. */
export function littleEndian(value, width) {
  const bytes = new Uint8Array(width);
  let rest = BigInt(value);
  for (let at = 0; at < width; at += 1) {
    bytes[at] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  if (rest) throw new RangeError(`${value} does not fit in ${width} bytes`);
  return bytes;
}

/** SCALE compact encoding of a non-negative integer. */
export function compact(value) {
  const n = BigInt(value);
  if (n < 0n) throw new RangeError('Compact integers are non-negative');
  if (n < 1n << 6n) return littleEndian(n << 2n, 1);
  if (n < 1n << 14n) return littleEndian((n << 2n) | 1n, 2);
  if (n < 1n << 30n) return littleEndian((n << 2n) | 2n, 4);
  let length = 0;
  for (let rest = n; rest > 0n; rest >>= 8n) length += 1;
  return new Uint8Array([((length - 4) << 2) | 3, ...littleEndian(n, length)]);
}
