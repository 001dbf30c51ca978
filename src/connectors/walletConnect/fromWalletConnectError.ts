import { UserRejectedRequestError } from '../../errors/walletRequestErrors';

/** The WalletConnect SDK's codes for a visitor's refusal (USER_REJECTED and its chains, methods and events variants). */
const REFUSALS = new Set([5000, 5001, 5002, 5003]);

/** A WalletConnect error as the rest of the modal reads it: a refusal is UserRejectedRequestError, anything else passes. */
export function fromWalletConnectError(error: unknown): unknown {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' && REFUSALS.has(code) ? new UserRejectedRequestError({ cause: error }) : error;
}
