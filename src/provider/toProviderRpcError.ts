import { BaseError } from '../errors/BaseError';
import { NotConnectedError, RequestAbortedError, UserRejectedRequestError } from '../errors/walletRequestErrors';
import { InvalidCallDataError, InvalidCallToError } from '../errors/sendCallsErrors';
import { toWalletError } from '../errors/toWalletError';
import { ProviderRpcError } from './ProviderRpcError';

/** The first error in the cause chain that carries an EIP-1193 / JSON-RPC code of its own. */
function codedCause(error: unknown): { code: number; message: string; data?: unknown } | undefined {
  const seen = new Set<unknown>();
  for (let current = error; current && typeof current === 'object' && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    const { code, shortMessage, message, data } = current as { code?: unknown; shortMessage?: unknown; message?: unknown; data?: unknown };
    const text = typeof shortMessage === 'string' ? shortMessage : message;
    if (Number.isSafeInteger(code) && typeof text === 'string') return { code: code as number, message: text, data };
  }
  return undefined;
}

/**
 * What the page's provider rejects with: an EIP-1193 error. A refusal is 4001, no wallet
 * 4100, a request abandoned because the wallet went away 4900 ('Request was aborted'; 4001 when
 * the visitor left the approval it waited on, as the secure frame answers it), a
 * bad wallet_sendCalls -32602; a wallet's or node's own coded error keeps its code and
 * message; anything else is -32603.
 */
export function toProviderRpcError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  const mapped = toWalletError(error);
  if (mapped instanceof UserRejectedRequestError) return new ProviderRpcError(4001, mapped.shortMessage, undefined, { cause: error });
  if (mapped instanceof RequestAbortedError) return new ProviderRpcError(mapped.byVisitor ? 4001 : 4900, mapped.shortMessage, undefined, { cause: error });
  if (mapped instanceof NotConnectedError) return new ProviderRpcError(4100, mapped.shortMessage, undefined, { cause: error });
  if (mapped instanceof InvalidCallToError || mapped instanceof InvalidCallDataError) {
    return new ProviderRpcError(-32602, mapped.shortMessage, undefined, { cause: error });
  }
  // Ours may carry the wallet's own code (the secure frame's FrameRequestError), else its cause does.
  const coded = codedCause(mapped);
  if (coded) return new ProviderRpcError(coded.code, coded.message, coded.data, { cause: error });
  return new ProviderRpcError(-32603, mapped instanceof BaseError ? mapped.shortMessage : 'Something went wrong', undefined, { cause: error });
}
