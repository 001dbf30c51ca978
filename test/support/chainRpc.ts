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

/** Resolves to the call's result; rejects with a ChainRpcError when the node answers an error. */
export async function rpc(url: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { code?: number; message: string; data?: unknown } };
  if (body.error) throw new ChainRpcError(body.error.message, body.error.code, body.error.data);
  return body.result;
}
