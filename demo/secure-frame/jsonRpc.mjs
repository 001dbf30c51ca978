// One JSON-RPC call to a chain's RPC URL. The node's own error (message and code) is passed on
// to the app as is, as a wallet would.
import { FrameError } from './frameError.mjs';

const TIMEOUT_MS = 10_000;
let nextId = 1;

export async function jsonRpc(rpcUrl, method, params = []) {
  let answer;
  try {
    const res = await fetch(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
      credentials: 'omit',
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    answer = await res.json();
  } catch {
    throw new FrameError('Could not reach the network', -32603);
  }
  if (answer?.error) {
    const { message, code } = answer.error;
    throw new FrameError(typeof message === 'string' ? message : 'RPC error', Number.isInteger(code) ? code : -32603);
  }
  if (!answer || !('result' in answer)) throw new FrameError('Invalid RPC answer', -32603);
  return answer.result;
}
