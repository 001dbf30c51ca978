// The read side of the Esplora API over the ledger (createLedger.mjs): address statistics, an
// address's unspent outputs and its transactions, each in Esplora's JSON shape.
import { esploraTransaction } from './esploraTransaction.mjs';

const emptyStats = () => ({ funded_txo_count: 0, funded_txo_sum: 0, spent_txo_count: 0, spent_txo_sum: 0, tx_count: 0 });
// Esplora's page sizes for /txs: up to 50 mempool transactions, then 25 confirmed per page.
const MEMPOOL_PAGE = 50;
const CHAIN_PAGE = 25;

/** GET /api/address/:addr → `{ address, chain_stats, mempool_stats }` (satoshi sums, counts). */
export function addressStats(ledger, address) {
  const chain = emptyStats();
  const mempool = emptyStats();
  const confirmed = (txid) => ledger.statusOf(txid).confirmed;
  for (const out of ledger.outputsOf(address)) {
    const funded = confirmed(out.txid) ? chain : mempool;
    funded.funded_txo_count += 1;
    funded.funded_txo_sum += Number(out.value);
    if (!out.spentBy) continue;
    const spent = confirmed(out.spentBy.txid) ? chain : mempool;
    spent.spent_txo_count += 1;
    spent.spent_txo_sum += Number(out.value);
  }
  for (const txid of ledger.txidsOf(address)) (confirmed(txid) ? chain : mempool).tx_count += 1;
  return { address, chain_stats: chain, mempool_stats: mempool };
}

/** GET /api/address/:addr/utxo: unspent outputs, mempool included (and mempool spends removed). */
export function unspentOutputs(ledger, address) {
  return ledger
    .outputsOf(address)
    .filter((out) => !out.spentBy)
    .map((out) => ({ txid: out.txid, vout: out.vout, status: ledger.statusOf(out.txid), value: Number(out.value) }));
}

const asJson = (ledger, txid) => esploraTransaction(ledger.transaction(txid), ledger.statusOf(txid));

/**
 * GET /api/address/:addr/txs (mempool newest first, then the newest confirmed page) and
 * /txs/chain[/:last_seen_txid] (confirmed only, the page after `lastSeen`), newest first.
 */
export function addressTransactions(ledger, address, { chainOnly = false, lastSeen } = {}) {
  const newestFirst = ledger.txidsOf(address).reverse();
  const unconfirmed = newestFirst.filter((txid) => !ledger.statusOf(txid).confirmed);
  let confirmed = newestFirst.filter((txid) => ledger.statusOf(txid).confirmed);
  if (lastSeen !== undefined) {
    const at = confirmed.indexOf(lastSeen);
    confirmed = at === -1 ? [] : confirmed.slice(at + 1);
  }
  const page = [...(chainOnly ? [] : unconfirmed.slice(0, MEMPOOL_PAGE)), ...confirmed.slice(0, CHAIN_PAGE)];
  return page.map((txid) => asJson(ledger, txid));
}

/** GET /api/tx/:txid, or undefined. */
export const transactionJson = (ledger, txid) => (ledger.transaction(txid) ? asJson(ledger, txid) : undefined);
