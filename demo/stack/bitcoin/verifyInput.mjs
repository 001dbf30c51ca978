// Checks one input's witness against the output it spends, the way a node's script check does
// for the two kinds of output the twin knows: P2WPKH (BIP-143 signature hash, strict DER,
// low-S ECDSA) and P2TR key-path spends (BIP-341 signature hash, BIP-340 Schnorr). The ledger
// runs it on every broadcast input and BIP-322 verification on its virtual transaction, so a
// signature the twin accepts is one a real node would accept too. Other output types are
// refused rather than waved through: the twin never accepts what it cannot check.
import { bitcoin, ecc } from './bitcoinLib.mjs';

const { Transaction } = bitcoin;
const equalBytes = (a, b) => a.length === b.length && a.every((byte, i) => byte === b[i]);
const VALID_HASH_TYPES = new Set([0x01, 0x02, 0x03, 0x81, 0x82, 0x83]);

const isP2wpkh = (script) => script.length === 22 && script[0] === 0x00 && script[1] === 0x14;
const isP2tr = (script) => script.length === 34 && script[0] === 0x51 && script[1] === 0x20;

function verifyP2wpkh(tx, index, prevout) {
  const witness = tx.ins[index].witness;
  if (witness.length !== 2) return 'Witness program hash mismatch: a P2WPKH spend needs [signature, public key]';
  const [encoded, pubkey] = witness;
  if (pubkey.length !== 33 || !ecc.isPoint(pubkey)) return 'Witness public key is not a compressed point';
  if (!equalBytes(bitcoin.crypto.hash160(pubkey), prevout.script.subarray(2))) return 'Witness program hash mismatch';
  let decoded;
  try {
    decoded = bitcoin.script.signature.decode(encoded); // strict DER and a defined hash type, or throws
  } catch {
    return 'Non-canonical DER signature';
  }
  if (!VALID_HASH_TYPES.has(decoded.hashType)) return 'Signature hash type missing or not understood';
  const scriptCode = bitcoin.payments.p2pkh({ hash: prevout.script.subarray(2) }).output;
  const hash = tx.hashForWitnessV0(index, scriptCode, prevout.value, decoded.hashType);
  // strict: a high-S signature is refused, as by Core's LOW_S standardness rule.
  if (!ecc.verify(hash, pubkey, decoded.signature, true)) return 'Signature must be zero for failed CHECK(MULTI)SIG operation';
  return null;
}

function verifyP2trKeyPath(tx, index, prevouts) {
  const witness = tx.ins[index].witness;
  if (witness.length !== 1) return 'Only Taproot key-path spends are checked by the ledger twin (no script paths, no annex)';
  const [signature] = witness;
  if (signature.length !== 64 && signature.length !== 65) return 'Invalid Schnorr signature size';
  const hashType = signature.length === 65 ? signature[64] : Transaction.SIGHASH_DEFAULT;
  if (signature.length === 65 && !VALID_HASH_TYPES.has(hashType)) return 'Invalid Schnorr signature hash type';
  if ((hashType & 0x03) === Transaction.SIGHASH_SINGLE && index >= tx.outs.length) return 'SIGHASH_SINGLE without a matching output';
  const hash = tx.hashForWitnessV1(
    index,
    prevouts.map((p) => p.script),
    prevouts.map((p) => p.value),
    hashType,
  );
  const outputKey = prevouts[index].script.subarray(2);
  if (!ecc.verifySchnorr(hash, outputKey, signature.subarray(0, 64))) return 'Invalid Schnorr signature';
  return null;
}

/**
 * `tx` a bitcoinjs Transaction, `prevouts` the outputs every input spends, in order
 * (`{ script: Uint8Array, value: bigint }`). Null when input `index` is validly signed, else why not.
 */
export function verifyInput(tx, index, prevouts) {
  const prevout = prevouts[index];
  if (tx.ins[index].script.length !== 0) return 'Witness requires empty scriptSig';
  if (isP2wpkh(prevout.script)) return verifyP2wpkh(tx, index, prevout);
  if (isP2tr(prevout.script)) return verifyP2trKeyPath(tx, index, prevouts);
  return 'The ledger twin only checks spends of P2WPKH and P2TR (key path) outputs';
}
