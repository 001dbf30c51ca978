// The ledger's starting money: one coinbase-shaped transaction (null prevout, no signature, as
// block rewards are) in block 0 that pays every development key of devKeys.mjs. A real
// transaction, so its txid, hex and outputs look like any other through the Esplora API.
import { bitcoin, outputScriptOf } from './bitcoinLib.mjs';
import { BITCOIN_DEV_KEYS, GENESIS_ORDINALS_OUTPUTS, GENESIS_PAYMENT_OUTPUTS } from './devKeys.mjs';

const TAG = new TextEncoder().encode('wallet-modal local bitcoin ledger twin: genesis');

/** A bitcoinjs Transaction paying each dev key its GENESIS_* outputs, key by key. */
export function genesisTransaction(keys = BITCOIN_DEV_KEYS) {
  const tx = new bitcoin.Transaction();
  tx.version = 2;
  // BIP-34 style: the height (0) pushed first, then a tag that makes the txid our own.
  tx.addInput(new Uint8Array(32), 0xffffffff, 0xffffffff, bitcoin.script.compile([bitcoin.opcodes.OP_0, TAG]));
  for (const key of keys) {
    const payment = outputScriptOf(key.payment.address);
    const ordinals = outputScriptOf(key.ordinals.address);
    for (const value of GENESIS_PAYMENT_OUTPUTS) tx.addOutput(payment, value);
    for (const value of GENESIS_ORDINALS_OUTPUTS) tx.addOutput(ordinals, value);
  }
  return tx;
}
