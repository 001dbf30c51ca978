// Plain JSON-RPC over HTTP to one anvil node (anvil answers CORS requests, so a page may call it).
import { chainDisconnected, fromRpcError } from './providerErrors.mjs';

let nextId = 1;

export async function rpcCall(url, method, params = [], { chainHex = '?' } = {}) {
  let response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    });
  } catch (error) {
    throw chainDisconnected(chainHex, error.message);
  }
  let body;
  try {
    body = await response.json();
  } catch {
    throw chainDisconnected(chainHex, `HTTP ${response.status} without a JSON-RPC answer`);
  }
  if (body?.error) throw fromRpcError(body.error);
  return body?.result ?? null;
}
