// What a Substrate signer signs for a transaction: the SCALE encoding of the ExtrinsicPayload a
// SignerPayloadJSON describes (the call, then each signed extension's extra data in order, then
// each one's additional signed data in order), hashed with blake2b-256 when it is longer than
// 256 bytes, as substrate does. Knows the signed extensions of the Polkadot and Westend
// runtimes; a payload naming another is refused (a real wallet would read the chain's metadata).
import { blake2b } from '@noble/hashes/blake2b';
import { compact, fromHex, littleEndian, toBigInt } from './scale.mjs';

const optionalHash = (value, what) => (value === null || value === undefined ? new Uint8Array([0]) : new Uint8Array([1, ...hash32(value, what)]));

function hash32(value, what) {
  const bytes = fromHex(value, what);
  if (bytes.length !== 32) throw new TypeError(`Expected ${what} of 32 bytes`);
  return bytes;
}

// [extra (in the signed transaction), additional signed (only in what is signed)] of each extension.
const EXTENSIONS = {
  CheckNonZeroSender: [() => [], () => []],
  CheckWeight: [() => [], () => []],
  PrevalidateAttests: [() => [], () => []],
  CheckSpecVersion: [() => [], (p) => littleEndian(toBigInt(p.specVersion, 'specVersion'), 4)],
  CheckTxVersion: [() => [], (p) => littleEndian(toBigInt(p.transactionVersion, 'transactionVersion'), 4)],
  CheckGenesis: [() => [], (p) => hash32(p.genesisHash, 'genesisHash')],
  CheckMortality: [(p) => fromHex(p.era, 'era'), (p) => hash32(p.blockHash, 'blockHash')],
  CheckNonce: [(p) => compact(toBigInt(p.nonce, 'nonce')), () => []],
  ChargeTransactionPayment: [(p) => compact(toBigInt(p.tip, 'tip')), () => []],
  CheckMetadataHash: [(p) => new Uint8Array([Number(toBigInt(p.mode ?? 0, 'mode'))]), (p) => optionalHash(p.metadataHash, 'metadataHash')],
};

/** The bytes a signer signs for a SignerPayloadJSON; throws (TypeError) on a payload it cannot read. */
export function extrinsicPayloadToSign(payload) {
  if (!payload || typeof payload !== 'object') throw new TypeError('Expected a SignerPayloadJSON');
  const extensions = payload.signedExtensions;
  if (!Array.isArray(extensions) || extensions.length > 32) throw new TypeError('Expected signedExtensions: a list of names');
  const unknown = extensions.filter((name) => !Object.hasOwn(EXTENSIONS, name));
  if (unknown.length) throw new TypeError(`Unknown signed extension: ${unknown.join(', ')}`);
  const parts = [fromHex(payload.method, 'method')];
  for (const name of extensions) parts.push(EXTENSIONS[name][0](payload));
  for (const name of extensions) parts.push(EXTENSIONS[name][1](payload));
  const encoded = new Uint8Array(parts.flatMap((part) => [...part]));
  return encoded.length > 256 ? blake2b(encoded, { dkLen: 32 }) : encoded;
}
