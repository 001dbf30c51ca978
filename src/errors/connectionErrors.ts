import { BaseError } from './BaseError';

/** Connecting the connector that is already the current, connected one (spec §4). */
export class AlreadyConnectedError extends BaseError {
  override name = 'AlreadyConnectedError' as const;
  constructor() {
    super('Already connected');
  }
}

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

/** A wallet request the modal abandoned (spec §8 'Request was aborted'). */
export class RequestAbortedError extends BaseError {
  override name = 'RequestAbortedError' as const;
  constructor() {
    super('Request was aborted');
  }
}

/** No socket to the WalletConnect relay: every connect attempt of the SDK failed. */
export class RelayUnreachableError extends BaseError {
  override name = 'RelayUnreachableError' as const;
  constructor(relayUrl: string) {
    super('Cannot reach the WalletConnect relay', { details: relayUrl });
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

/** The wallet did not answer the WalletConnect proposal before it expired (the SDK's `proposal_expire`). */
export class ProposalExpiredError extends BaseError {
  override name = 'ProposalExpiredError' as const;
  constructor() {
    super('The connection request expired');
  }
}

/** A connection that gave no account: the wallet approved none of the networks asked for, or connected without one. */
export class NoAccountError extends BaseError {
  override name = 'NoAccountError' as const;
  constructor(details?: string) {
    super('The wallet connected no account', { details });
  }
}

/** The visitor refused to sign a message the modal asked for (a name, a sign-in): spec §8 'Signature declined'. */
export class SignatureDeclinedError extends BaseError {
  override name = 'SignatureDeclinedError' as const;
  constructor(options: { cause?: unknown } = {}) {
    super('Signature declined', options);
  }
}

/** A sign-in the page's backend or the sign-in service refused; a reason it gave is the message. */
export class SignInRefusedError extends BaseError {
  override name = 'SignInRefusedError' as const;
  constructor(reason?: string) {
    super(reason ?? 'The sign-in was not accepted');
  }
}
