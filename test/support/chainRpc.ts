// One JSON-RPC call straight to a chain (an anvil URL): what test helpers use to act on or read
// a chain with neither the modal nor the gateway in between.

/** A JSON-RPC error answer, with its `code` and `data` (a revert's return data, 0x-hex) kept. */
export class ChainRpcError extends Error {
  readonly code: number | undefined;
  readonly data: unknown;

  constructor(message: string, code: number | undefined, data: unknown) {
    super(message);
    this.name = 'ChainRpcError';
    this.code = code;
    this.data = data;
  }
}

/**
 * Whether to send again: anvil gives an eth_sendTransaction of an unlocked account (no nonce given)
 * the account's next nonce without holding it against another send from the same account at the
 * same moment, as two test files sending from one dev account do; the later one is refused ('nonce
 * too low', or 'replacement transaction underpriced' while the first is still in the pool) and
 * nothing was sent. A wallet picks its own nonces, so it would not be refused.
 */
export const NONCE_TAKEN = /nonce too low|replacement transaction underpriced/i;
const sentTooEarly = (method: string, params: unknown, error: ChainRpcError) =>
  method === 'eth_sendTransaction' && Array.isArray(params) && (params[0] as { nonce?: unknown } | undefined)?.nonce === undefined && NONCE_TAKEN.test(error.message);

/** A short pause of its own before a refused send goes again, so sends refused together do not meet again. */
export const resendPause = () => new Promise((resolve) => setTimeout(resolve, 10 + Math.random() * 40));

/** Resolves to the call's result; rejects with a ChainRpcError when the node answers an error. */
export async function rpc(url: string, method: string, params: unknown): Promise<unknown> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await rpcOnce(url, method, params);
    } catch (error) {
      if (tries >= 10 || !(error instanceof ChainRpcError) || !sentTooEarly(method, params, error)) throw error;
      await resendPause();
    }
  }
}

async function rpcOnce(url: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { code?: number; message: string; data?: unknown } };
  if (body.error) throw new ChainRpcError(body.error.message, body.error.code, body.error.data);
  return body.result;
}
