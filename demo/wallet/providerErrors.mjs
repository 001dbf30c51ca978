// EIP-1193 / EIP-1474 errors as the demo wallet throws them: real Error objects carrying the
// numeric `code` (and optional `data`) that dapps and libraries such as viem and wagmi inspect.

export class ProviderRpcError extends Error {
  constructor(code, message, data) {
    super(message);
    this.name = 'ProviderRpcError';
    this.code = code;
    if (data !== undefined) this.data = data;
  }
}

export const userRejected = () => new ProviderRpcError(4001, 'User rejected the request.');

export const unauthorized = (why = 'The requested account and/or method has not been authorized by the user.') =>
  new ProviderRpcError(4100, why);

export const unsupportedMethod = (method) =>
  new ProviderRpcError(4200, `The Provider does not support the requested method: ${method}.`);

export const disconnected = () => new ProviderRpcError(4900, 'The Provider is disconnected from all chains.');

export const chainDisconnected = (chainHex, why) =>
  new ProviderRpcError(4901, `The Provider is not connected to chain ${chainHex}${why ? `: ${why}` : ''}.`);

export const unrecognizedChain = (chainHex) =>
  new ProviderRpcError(4902, `Unrecognized chain ID "${chainHex}". Try adding the chain using wallet_addEthereumChain first.`);

export const invalidParams = (message) => new ProviderRpcError(-32602, message);

/** An error object from a JSON-RPC answer, kept as close to the node's as possible. */
export const fromRpcError = (error) =>
  new ProviderRpcError(Number.isInteger(error?.code) ? error.code : -32603, error?.message ?? 'Internal JSON-RPC error.', error?.data);
