// Transfer history of one chain, indexed lazily from the node: each sync() scans the blocks
// mined since the last one it saw (native value transfers from the blocks' transactions, token
// transfers from the receipts' Transfer logs of the deployed tokens). If the last seen block
// changed (anvil evm_revert / reset) the index starts over, so answers always match the chain.
import { NATIVE } from './assets.mjs';
import { SELECTORS, TRANSFER_TOPIC } from './erc20Bytecode.mjs';
import { rpcBatch, toHex } from './rpcClient.mjs';

const BLOCKS_PER_BATCH = 250;
const TRANSFER = SELECTORS.transfer.toString(16).padStart(8, '0');
const TRANSFER_FROM = SELECTORS.transferFrom.toString(16).padStart(8, '0');

const topicAddress = (topic) => `0x${topic.slice(-40)}`.toLowerCase();
const wordAddress = (hex, n) => `0x${hex.slice(8 + 64 * n + 24, 8 + 64 * (n + 1))}`.toLowerCase();
const wordAmount = (hex, n) => BigInt(`0x${hex.slice(8 + 64 * n, 8 + 64 * (n + 1)) || '0'}`);

/** What a reverted transfer/transferFrom call to a known token meant to move (failed txs have no logs). */
function intendedTokenMove(tx, token) {
  const input = (tx.input ?? '').slice(2);
  if (input.startsWith(TRANSFER) && input.length >= 8 + 128) {
    return { asset: token, from: tx.from.toLowerCase(), to: wordAddress(input, 0), amount: wordAmount(input, 1) };
  }
  if (input.startsWith(TRANSFER_FROM) && input.length >= 8 + 192) {
    return { asset: token, from: wordAddress(input, 0), to: wordAddress(input, 1), amount: wordAmount(input, 2) };
  }
  return undefined;
}

/** Turns one block and its receipts into records `{ hash, block, index, timestamp, from, to, nonce, status, moves }`. */
function recordsOf(block, receipts, tokensByAddress) {
  const receiptByHash = new Map(receipts.map((r) => [r.transactionHash, r]));
  const records = [];
  for (const tx of block.transactions) {
    const receipt = receiptByHash.get(tx.hash);
    if (!receipt) continue;
    const ok = receipt.status === '0x1';
    const to = (tx.to ?? receipt.contractAddress ?? '').toLowerCase() || null;
    const moves = [];
    if (BigInt(tx.value) > 0n) moves.push({ asset: NATIVE, from: tx.from.toLowerCase(), to, amount: BigInt(tx.value) });
    for (const log of receipt.logs) {
      const token = tokensByAddress.get(log.address.toLowerCase());
      if (!token || log.topics[0] !== TRANSFER_TOPIC || log.topics.length !== 3) continue;
      moves.push({ asset: token, from: topicAddress(log.topics[1]), to: topicAddress(log.topics[2]), amount: BigInt(log.data) });
    }
    const tokenCall = !ok && tokensByAddress.get(to);
    const intended = tokenCall && intendedTokenMove(tx, tokenCall);
    if (intended) moves.push(intended);
    if (!moves.length) continue;
    records.push({
      hash: tx.hash,
      block: Number(block.number),
      index: Number(tx.transactionIndex),
      timestamp: Number(block.timestamp),
      from: tx.from.toLowerCase(),
      to,
      nonce: Number(tx.nonce),
      status: ok ? 'confirmed' : 'failed',
      moves,
    });
  }
  return records;
}

/** `getTokens()` returns the chain's deployed tokens (read on each sync: they appear after start). */
export function createHistoryIndex({ rpcUrl, getTokens }) {
  let lastBlock = -1;
  let lastHash = null;
  let byAddress = new Map(); // address -> records, oldest first
  let pending = Promise.resolve();

  function add(record) {
    const parties = new Set(record.moves.flatMap((m) => [m.from, m.to]).filter(Boolean));
    for (const address of parties) {
      if (!byAddress.has(address)) byAddress.set(address, []);
      byAddress.get(address).push(record);
    }
  }

  async function scan() {
    const head = await rpcBatch(rpcUrl, [['eth_blockNumber', []], ...(lastBlock >= 0 ? [['eth_getBlockByNumber', [toHex(lastBlock), false]]] : [])]);
    const latest = Number(head[0]);
    if (lastBlock >= 0 && head[1]?.hash !== lastHash) {
      lastBlock = -1; // the chain was rewound: what we indexed may no longer exist
      lastHash = null;
      byAddress = new Map();
    }
    const tokensByAddress = new Map(getTokens().map((t) => [t.address, t]));
    for (let from = lastBlock + 1; from <= latest; from += BLOCKS_PER_BATCH) {
      const numbers = [];
      for (let n = from; n <= Math.min(latest, from + BLOCKS_PER_BATCH - 1); n += 1) numbers.push(toHex(n));
      const answers = await rpcBatch(rpcUrl, numbers.flatMap((n) => [['eth_getBlockByNumber', [n, true]], ['eth_getBlockReceipts', [n]]]));
      for (let i = 0; i < numbers.length; i += 1) {
        const [block, receipts] = [answers[2 * i], answers[2 * i + 1]];
        if (!block || !receipts) return; // rewound while scanning: the next sync notices
        recordsOf(block, receipts, tokensByAddress).forEach(add);
        lastBlock = Number(block.number);
        lastHash = block.hash;
      }
    }
  }

  return {
    /** Brings the index up to the chain's head; calls are serialised. */
    sync() {
      pending = pending.then(scan, scan);
      return pending;
    },
    /** Records where the address moved something, oldest first. */
    recordsOf: (address) => byAddress.get(address.toLowerCase()) ?? [],
    get lastBlock() {
      return lastBlock;
    },
  };
}
