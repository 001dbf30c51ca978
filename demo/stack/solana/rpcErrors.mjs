// JSON-RPC errors as a Solana RPC node words them (codes from solana-rpc-client-api's
// custom_error.rs and the JSON-RPC spec), so clients such as @solana/web3.js react to them as
// they do to a real node's (SendTransactionError on -32002, and so on).

export class SolanaRpcError extends Error {
  constructor(code, message, data) {
    super(message);
    this.code = code;
    if (data !== undefined) this.data = data;
  }

  toJSON() {
    return { code: this.code, message: this.message, ...(this.data !== undefined ? { data: this.data } : {}) };
  }
}

export const parseError = () => new SolanaRpcError(-32700, 'Parse error');
export const invalidRequest = () => new SolanaRpcError(-32600, 'Invalid request');
export const methodNotFound = () => new SolanaRpcError(-32601, 'Method not found');
export const invalidParams = (why) => new SolanaRpcError(-32602, `Invalid params: ${why}`);
/** A single bad parameter value, worded like the node's "Invalid param: …". */
export const invalidParam = (why) => new SolanaRpcError(-32602, `Invalid param: ${why}`);
export const internalError = (why = 'Internal error') => new SolanaRpcError(-32603, why);

/** Preflight failed: `data` is the simulation's result (err, logs, accounts, unitsConsumed, …). */
export const preflightFailure = (text, data) => new SolanaRpcError(-32002, `Transaction simulation failed: ${text}`, data);
export const signatureVerificationFailure = () => new SolanaRpcError(-32003, 'Transaction signature verification failure');
export const minContextSlotNotReached = (contextSlot) =>
  new SolanaRpcError(-32016, 'Minimum context slot has not been reached', { contextSlot });
export const unsupportedTransactionVersion = (version) =>
  new SolanaRpcError(
    -32015,
    `Transaction version (${version}) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": ${version}`,
  );
