// The demo Solana wallet's line to its RPC node (the local ledger): one JSON-RPC call per
// request, errors turned into Error objects carrying the node's code and data (preflight logs).

export async function solanaRpc(url, method, params) {
  let response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
  } catch (error) {
    throw Object.assign(new Error(`The Solana RPC at ${url} is not reachable: ${error.message}`), { code: -32603 });
  }
  let body;
  try {
    body = await response.json();
  } catch {
    throw Object.assign(new Error(`The Solana RPC answered ${response.status} without JSON`), { code: -32603 });
  }
  if (body?.error) {
    throw Object.assign(new Error(String(body.error.message ?? 'Solana RPC error')), { code: body.error.code, data: body.error.data });
  }
  return body?.result;
}
