// The ledger twin's HTTP API on its own origin, shaped like Esplora's (the API of
// blockstream.info and mempool.space, which Bitcoin wallets and AppKit read UTXOs from):
//   GET  /api/address/:addr                 { address, chain_stats, mempool_stats }
//   GET  /api/address/:addr/utxo            [{ txid, vout, status, value }]
//   GET  /api/address/:addr/txs[/chain[/:last_seen_txid]|/mempool]
//   POST /api/tx                            raw hex (text) → txid (text), or 400 with Core's reason
//   GET  /api/tx/:txid[/status|/hex]
//   GET  /api/blocks/tip/height, /api/blocks/tip/hash, /api/block/:hash, /api/block-height/:height
//   GET  /api/mempool/txids, /api/fee-estimates
// Admin (neither logged nor faulted): POST /__mine `{ blocks?: 1-100 }` mines now and answers
// `{ height, hash, blocks: [{ height, hash, txids }] }`. Also GET /__log and /__faults, as on
// every service of the stack (http.mjs, faults.mjs). Errors are text/plain, as Esplora's are.
import { addressOf, outputScriptOf } from './bitcoinLib.mjs';
import { addressStats, addressTransactions, transactionJson, unspentOutputs } from './esploraQueries.mjs';
import { FEE_ESTIMATES } from './feeEstimates.mjs';
import { LedgerRejection } from './ledgerRejection.mjs';
import { createFaults } from '../faults.mjs';
import { readBody, sendError, sendJson, serviceHandler } from '../http.mjs';

const TXID = /^[0-9a-f]{64}$/;
const MAX_MINE = 100;

function sendText(res, status, text) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/plain; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

/** The canonical (lowercase bech32) form of a testnet address from the URL, or null. */
function addressParam(raw) {
  let text;
  try {
    text = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const script = outputScriptOf(text);
  return script ? addressOf(script) : null;
}

function txidParam(raw) {
  const text = raw.toLowerCase();
  return TXID.test(text) ? text : null;
}

/** `ledger` from createLedger.mjs; `log` the stack's request log. */
export function createBitcoinService({ ledger, log }) {
  const routes = [
    ['GET', /^\/api\/address\/([^/]+)$/, (res, [raw]) => withAddress(res, raw, (a) => sendJson(res, 200, addressStats(ledger, a)))],
    ['GET', /^\/api\/address\/([^/]+)\/utxo$/, (res, [raw]) => withAddress(res, raw, (a) => sendJson(res, 200, unspentOutputs(ledger, a)))],
    ['GET', /^\/api\/address\/([^/]+)\/txs$/, (res, [raw]) => withAddress(res, raw, (a) => sendJson(res, 200, addressTransactions(ledger, a)))],
    ['GET', /^\/api\/address\/([^/]+)\/txs\/mempool$/, (res, [raw]) =>
      withAddress(res, raw, (a) => sendJson(res, 200, addressTransactions(ledger, a).filter((tx) => !tx.status.confirmed)))],
    ['GET', /^\/api\/address\/([^/]+)\/txs\/chain(?:\/([^/]+))?$/, (res, [raw, last]) =>
      withAddress(res, raw, (a) => {
        const lastSeen = last === undefined ? undefined : txidParam(last);
        if (last !== undefined && !lastSeen) return sendText(res, 400, 'Invalid hex string');
        return sendJson(res, 200, addressTransactions(ledger, a, { chainOnly: true, lastSeen }));
      })],
    ['GET', /^\/api\/tx\/([^/]+)$/, (res, [raw]) => withTx(res, raw, (txid) => sendJson(res, 200, transactionJson(ledger, txid)))],
    ['GET', /^\/api\/tx\/([^/]+)\/status$/, (res, [raw]) => withTx(res, raw, (txid) => sendJson(res, 200, ledger.statusOf(txid)))],
    ['GET', /^\/api\/tx\/([^/]+)\/hex$/, (res, [raw]) => withTx(res, raw, (txid) => sendText(res, 200, ledger.transaction(txid).hex))],
    ['GET', /^\/api\/blocks\/tip\/height$/, (res) => sendText(res, 200, String(ledger.tip().height))],
    ['GET', /^\/api\/blocks\/tip\/hash$/, (res) => sendText(res, 200, ledger.tip().hash)],
    ['GET', /^\/api\/block\/([^/]+)$/, (res, [raw]) => {
      const block = ledger.block(String(raw).toLowerCase());
      if (!block) return sendText(res, 404, 'Block not found');
      return sendJson(res, 200, {
        id: block.hash, height: block.height, timestamp: block.time, tx_count: block.txids.length,
        previousblockhash: block.height ? block.prevHash : null,
      });
    }],
    ['GET', /^\/api\/block-height\/(\d{1,9})$/, (res, [height]) => {
      const block = ledger.blockAt(Number(height));
      return block ? sendText(res, 200, block.hash) : sendText(res, 404, 'Block not found');
    }],
    ['GET', /^\/api\/mempool\/txids$/, (res) => sendJson(res, 200, ledger.mempoolTxids())],
    ['GET', /^\/api\/fee-estimates$/, (res) => sendJson(res, 200, FEE_ESTIMATES)],
  ];

  function withAddress(res, raw, answer) {
    const address = addressParam(raw);
    return address ? answer(address) : sendText(res, 400, 'Invalid Bitcoin address');
  }

  function withTx(res, raw, answer) {
    const txid = txidParam(raw);
    if (!txid) return sendText(res, 400, 'Invalid hex string');
    return ledger.transaction(txid) ? answer(txid) : sendText(res, 404, 'Transaction not found');
  }

  async function broadcast(req, res) {
    const hex = (await readBody(req)).trim();
    try {
      return sendText(res, 200, ledger.submit(hex));
    } catch (error) {
      if (error instanceof LedgerRejection) return sendText(res, 400, error.toEsploraText());
      throw error;
    }
  }

  async function admin(req, res, url) {
    if (url.pathname !== '/__mine') return false;
    if (req.method !== 'POST') return sendError(res, 405, 'Method not allowed');
    let count = 1;
    const text = await readBody(req);
    if (text.trim()) {
      let body;
      try {
        body = JSON.parse(text);
      } catch {
        return sendError(res, 400, 'The body is not JSON');
      }
      count = body?.blocks ?? 1;
      if (!Number.isInteger(count) || count < 1 || count > MAX_MINE) return sendError(res, 400, `blocks must be a whole number from 1 to ${MAX_MINE}`);
    }
    const mined = Array.from({ length: count }, () => ledger.mine());
    const tip = mined.at(-1);
    return sendJson(res, 200, { height: tip.height, hash: tip.hash, blocks: mined.map(({ height, hash, txids }) => ({ height, hash, txids })) });
  }

  return serviceHandler('bitcoin', log, async (req, res, url) => {
    if (url.pathname === '/api/tx') {
      if (req.method !== 'POST') return sendError(res, 405, 'Method not allowed');
      return broadcast(req, res);
    }
    for (const [method, pattern, answer] of routes) {
      const match = url.pathname.match(pattern);
      if (!match) continue;
      if (req.method !== method && !(method === 'GET' && req.method === 'HEAD')) return sendError(res, 405, 'Method not allowed');
      return answer(res, match.slice(1));
    }
    return false;
  }, { faults: createFaults(), admin });
}
