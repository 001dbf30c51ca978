// Decides whether a raw transaction may enter the mempool, checking what a node checks before
// relaying: it decodes, spends outputs that exist and are unspent (confirmed or in the mempool),
// spends none twice, creates no more than it spends (fee ≥ 0; the twin has no minimum relay
// fee) and every input's signature verifies against the output it spends (verifyInput.mjs).
// Not checked: lock times, sequence locks, standardness of output scripts, size limits beyond
// the body limit. Everything here is untrusted input from the network.
import { bitcoin, bytesToHex, hexToBytes, MAX_MONEY } from './bitcoinLib.mjs';
import {
  reject,
  RPC_DESERIALIZATION_ERROR,
  RPC_VERIFY_ALREADY_IN_CHAIN,
  RPC_VERIFY_ERROR,
  RPC_VERIFY_REJECTED,
} from './ledgerRejection.mjs';
import { verifyInput } from './verifyInput.mjs';

const MAX_TX_HEX = 2 * 400_000; // a standard transaction's weight limit, as hex of its bytes
const outpointKey = (txid, vout) => `${txid}:${vout}`;
const prevTxid = (input) => bytesToHex(Uint8Array.from(input.hash).reverse());
const isNullPrevout = (input) => input.index === 0xffffffff && input.hash.every((b) => b === 0);

function decode(hex) {
  const text = typeof hex === 'string' ? hex.trim() : '';
  const bytes = text.length <= MAX_TX_HEX ? hexToBytes(text) : null;
  if (!bytes || !bytes.length) throw reject(RPC_DESERIALIZATION_ERROR, 'TX decode failed');
  try {
    const tx = bitcoin.Transaction.fromBuffer(bytes);
    // fromBuffer ignores nothing but a re-encoding must match, or the hex had trailing junk.
    if (tx.toHex() !== text.toLowerCase()) throw new Error('not canonical');
    return tx;
  } catch {
    throw reject(RPC_DESERIALIZATION_ERROR, 'TX decode failed. Make sure the tx has at least one input.');
  }
}

function checkOutputs(tx) {
  if (!tx.outs.length) throw reject(RPC_VERIFY_REJECTED, 'bad-txns-vout-empty');
  let total = 0n;
  for (const out of tx.outs) {
    if (out.value < 0n) throw reject(RPC_VERIFY_REJECTED, 'bad-txns-vout-negative');
    if (out.value > MAX_MONEY) throw reject(RPC_VERIFY_REJECTED, 'bad-txns-vout-toolarge');
    total += out.value;
    if (total > MAX_MONEY) throw reject(RPC_VERIFY_REJECTED, 'bad-txns-txouttotal-toolarge');
  }
  return total;
}

const btc = (sats) => (Number(sats) / 1e8).toFixed(8);

/**
 * `view.known(txid)` → 'mempool' | 'chain' | undefined; `view.output(txid, vout)` →
 * `{ script, value, spentBy, spentInMempool }` or undefined. Resolves to
 * `{ tx, txid, fee, prevouts }` or throws a LedgerRejection.
 */
export function validateTransaction(hex, view) {
  const tx = decode(hex);
  const txid = tx.getId();
  const known = view.known(txid);
  if (known === 'mempool') throw reject(RPC_VERIFY_ALREADY_IN_CHAIN, 'txn-already-in-mempool');
  if (known === 'chain') throw reject(RPC_VERIFY_ALREADY_IN_CHAIN, 'Transaction already in block chain');
  if (!tx.ins.length) throw reject(RPC_VERIFY_REJECTED, 'bad-txns-vin-empty');
  const outTotal = checkOutputs(tx);

  const seen = new Set();
  const prevouts = [];
  let inTotal = 0n;
  for (const input of tx.ins) {
    if (isNullPrevout(input)) throw reject(RPC_VERIFY_REJECTED, 'bad-txns-prevout-null');
    const key = outpointKey(prevTxid(input), input.index);
    if (seen.has(key)) throw reject(RPC_VERIFY_REJECTED, 'bad-txns-inputs-duplicate');
    seen.add(key);
    const output = view.output(prevTxid(input), input.index);
    if (!output) throw reject(RPC_VERIFY_ERROR, 'bad-txns-inputs-missingorspent');
    // Core answers a conflict with its own mempool apart from a spend of a confirmed spend.
    if (output.spentBy && output.spentInMempool) throw reject(RPC_VERIFY_REJECTED, 'txn-mempool-conflict');
    if (output.spentBy) throw reject(RPC_VERIFY_ERROR, 'bad-txns-inputs-missingorspent');
    prevouts.push({ script: output.script, value: output.value });
    inTotal += output.value;
  }
  if (inTotal < outTotal) {
    throw reject(RPC_VERIFY_REJECTED, `bad-txns-in-belowout, value in (${btc(inTotal)}) < value out (${btc(outTotal)})`);
  }
  tx.ins.forEach((_, index) => {
    let why;
    try {
      why = verifyInput(tx, index, prevouts);
    } catch (error) {
      why = error.message; // bytes the curve code refuses outright are just as invalid
    }
    if (why) throw reject(RPC_VERIFY_REJECTED, `mandatory-script-verify-flag-failed (${why}), input ${index}`);
  });
  return { tx, txid, fee: inTotal - outTotal, prevouts };
}
