import { ProviderRpcError } from './ProviderRpcError';

let nextId = 0;

/**
 * One JSON-RPC call to a network's RPC URL. The node's own error (code, message, data)
 * reaches the caller as a ProviderRpcError; a failed or slow call as -32603.
 */
export async function requestRpc(url: string, method: string, params: unknown, timeoutMs: number): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: (nextId += 1), method, params: params ?? [] }),
      signal: AbortSignal.timeout(timeoutMs),
    });
  } catch (error) {
    const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
    throw new ProviderRpcError(-32603, timedOut ? 'The RPC request took too long' : 'The RPC could not be reached', undefined, { cause: error });
  }
  const body = (await response.json().catch(() => undefined)) as { result?: unknown; error?: { code?: unknown; message?: unknown; data?: unknown } } | undefined;
  const error = body?.error;
  if (error && typeof error === 'object') {
    const code = Number.isSafeInteger(error.code) ? (error.code as number) : -32603;
    throw new ProviderRpcError(code, typeof error.message === 'string' ? error.message : 'Internal JSON-RPC error.', error.data);
  }
  if (!response.ok || !body || typeof body !== 'object' || !('result' in body)) {
    throw new ProviderRpcError(-32603, `HTTP status code: ${response.status}`);
  }
  return body.result;
}
