import { BaseError } from './BaseError';

export type GasEstimationErrorType = GasEstimationError;
export type NameNotResolvedErrorType = NameNotResolvedError;
export type InsufficientFundsErrorType = InsufficientFundsError;
export type SendNotSupportedErrorType = SendNotSupportedError;

/** The network would not estimate the transaction (spec §8 'error estimating gas'); it would fail as sent. */
export class GasEstimationError extends BaseError {
  override name = 'GasEstimationError' as const;
  /** What the network said, e.g. the contract's revert reason. */
  readonly reason: string | undefined;

  constructor({ reason, cause }: { reason?: string | undefined; cause?: unknown }) {
    super('error estimating gas', { details: reason, cause });
    this.reason = reason;
  }
}

/**
 * The name service could not be asked about a name (down, refused, unreadable): spec §8 'Error
 * resolving name'. A name the service answers it does not know is no error: 'No account has that name'.
 */
export class NameNotResolvedError extends BaseError {
  override name = 'NameNotResolvedError' as const;
  readonly accountName: string;

  constructor({ accountName, cause }: { accountName: string; cause?: unknown }) {
    super('Error resolving name', { details: accountName, cause });
    this.accountName = accountName;
  }
}

/** The amount and the fee together exceed what the account holds. */
export class InsufficientFundsError extends BaseError {
  override name = 'InsufficientFundsError' as const;

  constructor() {
    super('Insufficient funds');
  }
}

/** A send on a namespace that has none (spec §9: eip155 and solana send). */
export class SendNotSupportedError extends BaseError {
  override name = 'SendNotSupportedError' as const;

  constructor(namespace: string) {
    super('Chain adapter not found', { details: `${namespace} cannot send` });
  }
}

export type SwapNetworkNotSupportedErrorType = SwapNetworkNotSupportedError;
export type GasPriceNetworkNotSupportedErrorType = GasPriceNetworkNotSupportedError;

/** A swap asked for on a network outside the convert service's list (spec §8, §9). */
export class SwapNetworkNotSupportedError extends BaseError {
  override name = 'SwapNetworkNotSupportedError' as const;

  constructor(caipNetworkId: string) {
    super('Network not supported for Swaps', { details: caipNetworkId });
  }
}

/** The convert service's gas price asked for on a network outside its list (spec §8). */
export class GasPriceNetworkNotSupportedError extends BaseError {
  override name = 'GasPriceNetworkNotSupportedError' as const;

  constructor(caipNetworkId: string) {
    super('Network not supported for Gas Price', { details: caipNetworkId });
  }
}

export type SwapTransactionMismatchErrorType = SwapTransactionMismatchError;

/**
 * A transaction the convert service built that does not do what the visitor was shown: another
 * sender, network or contract, an approval that is not exactly `approve(router, amount)`, or a
 * swap expected to deliver less than the minimum shown. Nothing was sent; `details` says which.
 */
export class SwapTransactionMismatchError extends BaseError {
  override name = 'SwapTransactionMismatchError' as const;
  /** Which check failed, in English, for logs and analytics. */
  readonly mismatch: string;

  constructor(mismatch: string) {
    super('The swap service returned a transaction that does not match your quote', { details: mismatch });
    this.mismatch = mismatch;
  }
}

/**
 * A token's details from the balance service (its network, its decimals) are not the chain's:
 * an amount of it would not be what the visitor was shown, so nothing is sent.
 */
export class TokenDetailsMismatchError extends BaseError {
  override name = 'TokenDetailsMismatchError' as const;
  readonly symbol: string;

  constructor(symbol: string, mismatch: string) {
    super(`The balance service gave details of ${symbol} that do not match the chain`, { details: mismatch });
    this.symbol = symbol;
  }
}
