import { RequestAbortedError, UserRejectedRequestError } from './walletRequestErrors';

/** Whether a wallet request ended in the visitor's refusal: in the wallet, or by leaving the embedded wallet's approval. */
export function isVisitorRefusal(error: unknown): boolean {
  return error instanceof UserRejectedRequestError || (error instanceof RequestAbortedError && error.byVisitor);
}
