// How a Cosmos wallet signs, for a dev key (devKeys.mjs): secp256k1 over SHA-256 of the bytes
// signed, low-S, as 64 bytes r‖s in base64, with the public key as a StdSignature. Amino signs
// the sorted-JSON StdSignDoc (@cosmjs/amino serializeSignDoc); direct signs the protobuf
// SignDoc (cosmos.tx.v1beta1.SignDoc: 1 body_bytes, 2 auth_info_bytes, 3 chain_id,
// 4 account_number), encoded here by hand; ADR-36 is amino over the MsgSignData document.
import { encodeSecp256k1Pubkey, makeSignDoc, serializeSignDoc } from '@cosmjs/amino';
import { sha256 } from '@cosmjs/crypto';
import { toBase64 } from '@cosmjs/encoding';
import { secp256k1 } from '@noble/curves/secp256k1';

function varint(value) {
  let rest = BigInt(value);
  const bytes = [];
  do {
    const low = Number(rest & 0x7fn);
    rest >>= 7n;
    bytes.push(rest ? low | 0x80 : low);
  } while (rest);
  return bytes;
}

/** A length-delimited field (wire type 2); proto3 leaves an empty one out. */
const lengthField = (number, bytes) => (bytes.length ? [(number << 3) | 2, ...varint(bytes.length), ...bytes] : []);

/** The protobuf bytes of a SignDoc `{ bodyBytes, authInfoBytes, chainId, accountNumber }` (bytes, bytes, string, bigint-like). */
export function encodeSignDoc({ bodyBytes, authInfoBytes, chainId, accountNumber }) {
  const number = BigInt(accountNumber);
  return Uint8Array.from([
    ...lengthField(1, bodyBytes),
    ...lengthField(2, authInfoBytes),
    ...lengthField(3, new TextEncoder().encode(chainId)),
    ...(number ? [(4 << 3) | 0, ...varint(number)] : []),
  ]);
}

/** The ADR-36 amino document that signs `data` (bytes) off-chain for `signer`. */
export function adr36SignDoc(signer, data) {
  return makeSignDoc([{ type: 'sign/MsgSignData', value: { signer, data: toBase64(data) } }], { gas: '0', amount: [] }, '', '', 0, 0);
}

/** The StdSignature of `bytes` by dev key `key` (`{ privateKey, publicKey }`). */
export function signBytes(key, bytes) {
  const signature = secp256k1.sign(sha256(bytes), key.privateKey, { lowS: true }).toCompactRawBytes();
  return { pub_key: encodeSecp256k1Pubkey(key.publicKey), signature: toBase64(signature) };
}

export const signAminoDoc = (key, signDoc) => signBytes(key, serializeSignDoc(signDoc));
export const signDirectDoc = (key, signDoc) => signBytes(key, encodeSignDoc(signDoc));
