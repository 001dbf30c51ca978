// The Bitcoin ledger twin's state: a ledger, not a node. No bitcoind exists on this machine (npm
// and Debian ship none), so this keeps what a node would for the twin's clients: every
// transaction, the UTXO set, a mempool and a chain of blocks. Transactions are real (bitcoinjs-lib
// decodes them, txids are real) and are validated for real before they enter the mempool
// (validateTransaction.mjs). There is no proof of work, no peer network, no block subsidy and
// no reorg: `mine()` moves the whole mempool into a new block, on a timer and on demand.
import { addressOf, bitcoin, bytesToHex } from './bitcoinLib.mjs';
import { genesisTransaction } from './genesis.mjs';
import { validateTransaction } from './validateTransaction.mjs';

const outpointKey = (txid, vout) => `${txid}:${vout}`;
const prevTxid = (input) => bytesToHex(Uint8Array.from(input.hash).reverse());
const hexToInternal = (hex) => Uint8Array.from(hex.match(/../g).map((b) => Number.parseInt(b, 16))).reverse();
const ZERO_HASH = '0'.repeat(64);
const TESTNET_BITS = 0x1d00ffff; // the header field only: nothing here does proof of work

/** `now()` gives the clock in ms (tests of the twin can pin it). */
export function createLedger({ now = () => Date.now() } = {}) {
  const transactions = new Map(); // txid -> { tx, txid, hex, fee, prevouts, coinbase, block }
  const outputs = new Map(); // "txid:vout" -> { txid, vout, script, value, address, spentBy }
  const byAddress = new Map(); // address -> Set of txids that pay it or spend from it
  const mempool = new Set(); // txids in arrival order, which keeps parents before children
  const blocks = []; // { height, hash, prevHash, time, txids }, index = height
  const blocksByHash = new Map();
  const blockListeners = new Set();

  const touch = (address, txid) => {
    if (!address) return;
    if (!byAddress.has(address)) byAddress.set(address, new Set());
    byAddress.get(address).add(txid);
  };

  function record({ tx, txid, fee, prevouts, coinbase }) {
    transactions.set(txid, { tx, txid, hex: tx.toHex(), fee, prevouts, coinbase, block: null });
    if (!coinbase) {
      tx.ins.forEach((input, index) => {
        const spent = outputs.get(outpointKey(prevTxid(input), input.index));
        spent.spentBy = { txid, vin: index };
        touch(spent.address, txid);
      });
    }
    tx.outs.forEach((out, vout) => {
      // OP_RETURN outputs can never be spent: they never enter the UTXO set.
      if (out.script[0] === bitcoin.opcodes.OP_RETURN) return;
      const address = addressOf(out.script);
      outputs.set(outpointKey(txid, vout), { txid, vout, script: out.script, value: out.value, address, spentBy: null });
      touch(address, txid);
    });
  }

  function seal(txids) {
    const previous = blocks.at(-1);
    const block = new bitcoin.Block();
    block.version = 0x20000000;
    block.prevHash = previous ? hexToInternal(previous.hash) : new Uint8Array(32);
    const txs = txids.map((txid) => transactions.get(txid).tx);
    block.merkleRoot = txs.length ? bitcoin.Block.calculateMerkleRoot(txs) : new Uint8Array(32);
    // Block times never go backwards, even when two blocks are mined within one second.
    block.timestamp = Math.max(Math.floor(now() / 1000), previous?.time ?? 0);
    block.bits = TESTNET_BITS;
    block.nonce = 0;
    const sealed = { height: blocks.length, hash: block.getId(), prevHash: previous?.hash ?? ZERO_HASH, time: block.timestamp, txids };
    blocks.push(sealed);
    blocksByHash.set(sealed.hash, sealed);
    for (const txid of txids) transactions.get(txid).block = sealed;
    return sealed;
  }

  // Block 0: the genesis payout to the development keys.
  const genesis = genesisTransaction();
  record({ tx: genesis, txid: genesis.getId(), fee: 0n, prevouts: [], coinbase: true });
  seal([genesis.getId()]);

  const view = {
    known: (txid) => (mempool.has(txid) ? 'mempool' : transactions.has(txid) ? 'chain' : undefined),
    output(txid, vout) {
      const found = outputs.get(outpointKey(txid, vout));
      if (!found) return undefined;
      return { ...found, spentInMempool: Boolean(found.spentBy && mempool.has(found.spentBy.txid)) };
    },
  };

  /** Status in Esplora's shape. */
  function statusOf(txid) {
    const block = transactions.get(txid)?.block;
    return block ? { confirmed: true, block_height: block.height, block_hash: block.hash, block_time: block.time } : { confirmed: false };
  }

  return {
    /** Validates raw hex and adds it to the mempool; the txid, or throws a LedgerRejection. */
    submit(hex) {
      const accepted = validateTransaction(hex, view);
      record({ ...accepted, coinbase: false });
      mempool.add(accepted.txid);
      return accepted.txid;
    },

    /** Moves the mempool (possibly nothing) into a new block; the block `{ height, hash, time, txids }`. */
    mine() {
      const block = seal([...mempool]);
      mempool.clear();
      for (const listener of blockListeners) listener(block);
      return block;
    },

    /** Calls `listener(block)` after each mined block; returns an unsubscribe function. */
    onBlock(listener) {
      blockListeners.add(listener);
      return () => blockListeners.delete(listener);
    },

    tip: () => blocks.at(-1),
    block: (hash) => blocksByHash.get(hash),
    blockAt: (height) => blocks[height],
    mempoolTxids: () => [...mempool],
    transaction: (txid) => transactions.get(txid),
    statusOf,

    /** Outputs paying `address` (confirmed or in the mempool) and how each was spent, oldest first. */
    outputsOf(address) {
      const list = [];
      for (const txid of byAddress.get(address) ?? []) {
        transactions.get(txid).tx.outs.forEach((_, vout) => {
          const out = outputs.get(outpointKey(txid, vout));
          if (out?.address === address) list.push(out);
        });
      }
      return list;
    },

    /** Txids touching `address`, in the order the ledger saw them. */
    txidsOf: (address) => [...(byAddress.get(address) ?? [])],
  };
}
