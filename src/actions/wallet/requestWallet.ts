import { getChainAdapter } from '../../connectors/chainAdapters';
import type { EvmAdapter } from '../../connectors/eip155/EvmAdapter';
import { NotConnectedError, RequestAbortedError } from '../../errors/connectionErrors';
import { toWalletError } from '../../errors/toWalletError';
import { getConnectionState } from '../../stores/connection';
import { isSafeRpcMethod } from '../../utils/isSafeRpcMethod';

interface Pending {
  reject(error: Error): void;
}

const pendingUnsafe = new Set<Pending>();

/**
 * Sends a JSON-RPC request to the connected EVM wallet. Requests that need the visitor's
 * approval (spec §6 not-safe methods) can be abandoned by rejectRpcRequests; a refusal in
 * the wallet comes back as UserRejectedRequestError.
 */
export async function requestWallet(args: { method: string; params?: unknown }): Promise<unknown> {
  const adapter = getChainAdapter('eip155') as EvmAdapter | undefined;
  if (!adapter || getConnectionState('eip155').status !== 'connected') throw new NotConnectedError();
  const request = adapter.request(args);
  if (isSafeRpcMethod(args.method)) return request.catch((error: unknown) => Promise.reject(toWalletError(error)));
  return new Promise((resolve, reject) => {
    const pending: Pending = { reject };
    pendingUnsafe.add(pending);
    request.then(resolve, (error: unknown) => reject(toWalletError(error))).finally(() => pendingUnsafe.delete(pending));
  });
}

/** Abandons every pending request that needs approval with 'Request was aborted'; safe ones go on (spec §6). */
export function rejectRpcRequests(): number {
  const count = pendingUnsafe.size;
  for (const pending of [...pendingUnsafe]) {
    pendingUnsafe.delete(pending);
    pending.reject(new RequestAbortedError());
  }
  return count;
}
