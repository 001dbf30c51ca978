/**
 * An error as an EIP-1193 provider rejects with: a numeric `code` (4001 user rejected, 4100
 * unauthorized, 4200 unsupported method, 4900 disconnected, 4901 chain disconnected, -32602
 * invalid params, -32603 internal, or the wallet's or node's own) and a `message`, so viem,
 * ethers and wagmi map it to their own errors.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError';
  readonly code: number;
  readonly data: unknown;

  constructor(code: number, message: string, data?: unknown, options?: { cause?: unknown }) {
    super(message, options);
    this.code = code;
    this.data = data;
  }
}
