// Signs the inputs of a PSBT that an app asks a given account to sign (Wallet Standard
// `bitcoin:signTransaction`), and only those: each named input must spend an output of that
// account (its witnessUtxo script is the account's), or nothing is signed. The PSBT, indexes
// and sighash names are outside input.
import { bitcoin } from '../../stack/bitcoin/bitcoinLib.mjs';
import { invalidParams } from '../providerErrors.mjs';

const { Transaction } = bitcoin;
const SIGHASH = new Map([
  ['ALL', Transaction.SIGHASH_ALL],
  ['NONE', Transaction.SIGHASH_NONE],
  ['SINGLE', Transaction.SIGHASH_SINGLE],
  ['ALL|ANYONECANPAY', Transaction.SIGHASH_ALL | Transaction.SIGHASH_ANYONECANPAY],
  ['NONE|ANYONECANPAY', Transaction.SIGHASH_NONE | Transaction.SIGHASH_ANYONECANPAY],
  ['SINGLE|ANYONECANPAY', Transaction.SIGHASH_SINGLE | Transaction.SIGHASH_ANYONECANPAY],
]);
const equalBytes = (a, b) => a.length === b.length && a.every((byte, i) => byte === b[i]);

/** Parses PSBT bytes (or base64/hex text) or throws an invalid-params error. */
export function parsePsbt(input, network) {
  try {
    if (input instanceof Uint8Array) return bitcoin.Psbt.fromBuffer(input, { network });
    if (typeof input === 'string' && /^[0-9a-f]+$/i.test(input)) return bitcoin.Psbt.fromHex(input, { network });
    if (typeof input === 'string') return bitcoin.Psbt.fromBase64(input, { network });
  } catch (error) {
    throw invalidParams(`psbt is not a valid PSBT: ${error.message}`);
  }
  throw invalidParams('psbt must be the PSBT as bytes (Uint8Array)');
}

/**
 * `plan` is `[{ signer: { type: 'p2wpkh' | 'p2tr', script, pair, internalKey? }, indexes, sigHash? }]`,
 * already matched to the wallet's accounts. Checks every input and returns the signing jobs;
 * nothing is signed yet (the person approves in between).
 */
export function planPsbtSigning(psbt, plan) {
  const jobs = [];
  for (const { signer, indexes, sigHash } of plan) {
    if (!Array.isArray(indexes) || !indexes.length) throw invalidParams('signingIndexes must list the inputs to sign');
    const hashType = sigHash === undefined ? undefined : SIGHASH.get(sigHash);
    if (sigHash !== undefined && hashType === undefined) throw invalidParams(`Unknown sigHash ${JSON.stringify(sigHash)}`);
    for (const index of indexes) {
      if (!Number.isInteger(index) || index < 0 || index >= psbt.inputCount) throw invalidParams(`No input ${JSON.stringify(index)} in this PSBT`);
      const spent = psbt.data.inputs[index].witnessUtxo;
      if (!spent || !equalBytes(spent.script, signer.script)) {
        throw invalidParams(`Input ${index} does not spend an output of this account: the wallet signs only its own inputs`);
      }
      jobs.push({ signer, index, hashType });
    }
  }
  return jobs;
}

/** Signs what planPsbtSigning returned; the PSBT is changed in place and returned. */
export function signPsbtJobs(psbt, jobs) {
  for (const { signer, index, hashType } of jobs) {
    if (hashType !== undefined) psbt.updateInput(index, { sighashType: hashType });
    const allowed = hashType === undefined ? undefined : [hashType];
    if (signer.type === 'p2tr') {
      if (!psbt.data.inputs[index].tapInternalKey) psbt.updateInput(index, { tapInternalKey: signer.internalKey });
      psbt.signInput(index, signer.pair.tweak(bitcoin.crypto.taggedHash('TapTweak', signer.internalKey)), allowed);
    } else {
      psbt.signInput(index, signer.pair, allowed);
    }
  }
  return psbt;
}
