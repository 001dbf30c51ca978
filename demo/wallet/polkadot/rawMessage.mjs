// What a Polkadot extension signs for signRaw: the data's bytes (a 0x… hex text is read as hex,
// any other text as UTF-8, as @polkadot/util's u8aToU8a does) wrapped in <Bytes>…</Bytes>, unless
// they already are: a signed text can never be a valid transaction.
import { fromHex } from './scale.mjs';

const PREFIX = new TextEncoder().encode('<Bytes>');
const POSTFIX = new TextEncoder().encode('</Bytes>');
const startsWith = (bytes, part, at = 0) => part.every((byte, index) => bytes[at + index] === byte);

export function rawMessageToSign(data) {
  if (typeof data !== 'string') throw new TypeError('Expected data as hex or text');
  const bytes = /^0x(?:[0-9a-fA-F]{2})*$/.test(data) ? fromHex(data) : new TextEncoder().encode(data);
  const wrapped = bytes.length >= PREFIX.length + POSTFIX.length && startsWith(bytes, PREFIX) && startsWith(bytes, POSTFIX, bytes.length - POSTFIX.length);
  return wrapped ? bytes : new Uint8Array([...PREFIX, ...bytes, ...POSTFIX]);
}
