import { BaseError } from './BaseError';
import { UserRejectedRequestError, WalletRequestError } from './connectionErrors';

function isRejection(error: unknown): boolean {
  const candidate = error as { code?: unknown; name?: unknown } | null;
  return candidate?.code === 4001 || candidate?.name === 'UserRejectedRequestError';
}

/**
 * Maps whatever a wallet or SDK threw to one of our errors: a refusal anywhere in the
 * cause chain is UserRejectedRequestError; our own errors pass through; anything else
 * is WalletRequestError ('Something went wrong') carrying the original as its cause.
 */
export function toWalletError(error: unknown): BaseError {
  const seen = new Set<unknown>();
  for (let current = error; current && !seen.has(current); current = (current as { cause?: unknown }).cause) {
    seen.add(current);
    if (isRejection(current)) return new UserRejectedRequestError({ cause: error });
  }
  if (error instanceof BaseError) return error;
  return new WalletRequestError({ cause: error });
}
