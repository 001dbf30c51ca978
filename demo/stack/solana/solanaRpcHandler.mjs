// The ledger's HTTP side: JSON-RPC 2.0 over POST (single calls and batches) in front of
// rpcMethods.mjs, answered like a node answers: HTTP 200 with a JSON-RPC error for bad calls,
// and GET /health. CORS, OPTIONS and the shared request log come from ../http.mjs, as for every
// service of the stack. `?cluster=<CAIP-2 reference>` (added by the data service's gateway)
// says which cluster the caller asked for; it only changes getGenesisHash.
import { readBody, sendJson, serviceHandler } from '../http.mjs';
import { internalError, invalidRequest, parseError, SolanaRpcError } from './rpcErrors.mjs';

const MAX_BATCH = 100;

const answer = (id, result) => ({ jsonrpc: '2.0', result, id });
const failure = (id, error) => ({ jsonrpc: '2.0', error: error.toJSON(), id });
const validId = (id) => id === null || typeof id === 'string' || (typeof id === 'number' && Number.isFinite(id));

/** `getCall()` resolves to rpcMethods.mjs's `call` once the ledger is up (or rejects with why not). */
export function createSolanaRpcHandler({ getCall, log }) {
  function one(call, request, context) {
    if (!request || typeof request !== 'object' || Array.isArray(request)) return failure(null, invalidRequest());
    const id = request.id ?? null;
    if (request.jsonrpc !== '2.0' || typeof request.method !== 'string' || !validId(id)) return failure(validId(id) ? id : null, invalidRequest());
    try {
      return answer(id, call(request.method, request.params, context));
    } catch (error) {
      if (error instanceof SolanaRpcError) return failure(id, error);
      process.stderr.write(`Solana ledger: ${request.method} failed: ${error.stack ?? error}\n`);
      return failure(id, internalError(`Internal error: ${error.message}`));
    }
  }

  return serviceHandler('solana', log, async (req, res, url) => {
    if (req.method === 'GET' && url.pathname === '/health') {
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('ok');
      return undefined;
    }
    if (req.method !== 'POST') return sendJson(res, 405, failure(null, invalidRequest()));
    let call;
    try {
      call = await getCall();
    } catch (error) {
      return sendJson(res, 503, failure(null, internalError(`The local Solana ledger is not running: ${error.message}`)));
    }
    let body;
    try {
      body = JSON.parse(await readBody(req));
    } catch (error) {
      if (error.status === 413) throw error;
      return sendJson(res, 200, failure(null, parseError()));
    }
    const context = { cluster: url.searchParams.get('cluster') ?? undefined };
    if (!Array.isArray(body)) return sendJson(res, 200, one(call, body, context));
    if (body.length === 0 || body.length > MAX_BATCH) return sendJson(res, 200, failure(null, invalidRequest()));
    return sendJson(res, 200, body.map((request) => one(call, request, context)));
  });
}
