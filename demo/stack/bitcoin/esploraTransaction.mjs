// A ledger transaction in the JSON shape of Esplora's GET /api/tx/:txid (and of the items of
// /api/address/:addr/txs): vin with the spent output (`prevout`), vout, size, weight, fee and
// status. Amounts are satoshis as JSON numbers, as Esplora sends them.
import { addressOf, bytesToHex } from './bitcoinLib.mjs';
import { scriptAsm, scriptType } from './scriptAsm.mjs';

function output(script, value) {
  const address = addressOf(script);
  return {
    scriptpubkey: bytesToHex(script),
    scriptpubkey_asm: scriptAsm(script),
    scriptpubkey_type: scriptType(script),
    ...(address ? { scriptpubkey_address: address } : {}),
    value: Number(value),
  };
}

/** `entry` is the ledger's record `{ tx, txid, fee, prevouts, coinbase }`, `status` its Esplora status. */
export function esploraTransaction(entry, status) {
  const { tx } = entry;
  return {
    txid: entry.txid,
    version: tx.version,
    locktime: tx.locktime,
    vin: tx.ins.map((input, index) => ({
      txid: bytesToHex(Uint8Array.from(input.hash).reverse()),
      vout: input.index,
      prevout: entry.coinbase ? null : output(entry.prevouts[index].script, entry.prevouts[index].value),
      scriptsig: bytesToHex(input.script),
      scriptsig_asm: scriptAsm(input.script),
      ...(input.witness.length ? { witness: input.witness.map(bytesToHex) } : {}),
      is_coinbase: entry.coinbase,
      sequence: input.sequence,
    })),
    vout: tx.outs.map((out) => output(out.script, out.value)),
    size: tx.byteLength(),
    weight: tx.weight(),
    fee: Number(entry.fee),
    status,
  };
}
