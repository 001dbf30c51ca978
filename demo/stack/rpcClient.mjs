// JSON-RPC to the local anvil nodes, for the twin's own reads (balances, history) and for
// deploying tokens. Batches keep a history scan of many blocks to a few round trips.

const TIMEOUT_MS = 10_000;
const BATCH_LIMIT = 200;

async function post(rpcUrl, body) {
  const res = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`${rpcUrl} answered HTTP ${res.status}`);
  return res.json();
}

function unwrap(answer, method) {
  if (answer.error) throw Object.assign(new Error(`${method}: ${answer.error.message}`), { rpcError: answer.error });
  return answer.result;
}

export async function rpc(rpcUrl, method, params = []) {
  return unwrap(await post(rpcUrl, { jsonrpc: '2.0', id: 1, method, params }), method);
}

/** Several calls `[[method, params], …]`; resolves to their results in order (throws on any error). */
export async function rpcBatch(rpcUrl, calls) {
  const results = [];
  for (let start = 0; start < calls.length; start += BATCH_LIMIT) {
    const chunk = calls.slice(start, start + BATCH_LIMIT);
    const answers = await post(rpcUrl, chunk.map(([method, params], i) => ({ jsonrpc: '2.0', id: i, method, params })));
    const byId = new Map(answers.map((a) => [a.id, a]));
    chunk.forEach(([method], i) => results.push(unwrap(byId.get(i) ?? { error: { message: 'no answer' } }, method)));
  }
  return results;
}

export const toHex = (n) => `0x${BigInt(n).toString(16)}`;
/** A 32-byte ABI word of an address or integer, without 0x. */
export const word = (value) => BigInt(value).toString(16).padStart(64, '0');
