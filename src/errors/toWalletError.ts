import { BaseError } from './BaseError';
import { UserRejectedRequestError, WalletRequestError } from './walletRequestErrors';

/**
 * A refusal by the visitor: EIP-1193's 4001 (EVM wallets, and the Solana and Bitcoin wallets
 * that follow it), viem's name for it, or a wallet that says so only in its message ('User
 * rejected the request', 'User canceled': wallets that give no code, as AppKit also reads them).
 */
function isRejection(error: unknown): boolean {
  const candidate = error as { code?: unknown; name?: unknown; message?: unknown } | null;
  if (candidate?.code === 4001 || candidate?.name === 'UserRejectedRequestError') return true;
  return typeof candidate?.message === 'string' && /\buser (rejected|cancell?ed)\b/i.test(candidate.message);
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
