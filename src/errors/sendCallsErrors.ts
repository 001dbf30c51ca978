import { BaseError } from './BaseError';

export type InvalidCallToErrorType = InvalidCallToError;
export type InvalidCallDataErrorType = InvalidCallDataError;

/** A `wallet_sendCalls` call whose `to` is missing or not 0x-prefixed. */
export class InvalidCallToError extends BaseError {
  override name = 'InvalidCallToError' as const;
  readonly index: number;

  constructor({ index }: { index: number }) {
    super(`Call ${index} needs a 0x-prefixed "to" address.`);
    this.index = index;
  }
}

/** A `wallet_sendCalls` call whose `data` is present but not 0x-prefixed. */
export class InvalidCallDataError extends BaseError {
  override name = 'InvalidCallDataError' as const;
  readonly index: number;

  constructor({ index }: { index: number }) {
    super(`Call ${index} has "data" that is not 0x-prefixed.`);
    this.index = index;
  }
}
