import { BaseError } from './BaseError';

/**
 * The message of a refusal as hosts read it (an EIP-1193 4001 error's message, the error's
 * `shortMessage`); the visitor reads the catalogue's 'You declined in your wallet' instead.
 */
export const USER_REJECTED_MESSAGE = 'User rejected the request.';

/** The visitor declined in the wallet (EIP-1193 code 4001, WalletConnect's 5000 codes). */
export class UserRejectedRequestError extends BaseError {
  override name = 'UserRejectedRequestError' as const;
  constructor(options: { cause?: unknown } = {}) {
    super(USER_REJECTED_MESSAGE, options);
  }
}

/** The wallet picked is not (or no longer) on the page (spec §8). */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError' as const;
  constructor(connectorId: string) {
    super('Connector or provider not found', { details: connectorId });
  }
}

/** Any other wallet failure, with the wallet's own words kept as the cause. */
export class WalletRequestError extends BaseError {
  override name = 'WalletRequestError' as const;
  constructor(options: { cause?: unknown } = {}) {
    super('Something went wrong', options);
  }
}

/**
 * A wallet request the modal abandoned (spec §8 'Request was aborted'): the wallet went away, or
 * (`byVisitor`) the visitor left the approval the request waited on, which is their refusal.
 */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError' as const;
  readonly byVisitor: boolean;
  constructor({ byVisitor = false }: { byVisitor?: boolean } = {}) {
    super('Request was aborted');
    this.byVisitor = byVisitor;
  }
}

/** A wallet request with no connected wallet to send it to. */
export class NotConnectedError extends BaseError {
  override name = 'NotConnectedError' as const;
  constructor() {
    super('Connector not connected');
  }
}

/** A wallet answered with something that is not an account, a chain id or a transaction id (e.g. `chainChanged('banana')`). */
export class InvalidWalletDataError extends BaseError {
  override name = 'InvalidWalletDataError' as const;
  constructor(field: 'address' | 'chainId' | 'transaction' | 'signature', value: unknown) {
    const what = field === 'transaction' ? 'an invalid transaction id' : field === 'signature' ? 'an invalid signature' : 'an invalid account or network';
    super(`The wallet sent ${what}`, { details: `${field}: ${String(value).slice(0, 80)}` });
  }
}
