import { BaseError } from './BaseError';

export type InvalidDecimalNumberErrorType = InvalidDecimalNumberError;
export type InvalidDecimalPlacesErrorType = InvalidDecimalPlacesError;

/** A value that cannot be read as a decimal number. */
export class InvalidDecimalNumberError extends BaseError {
  override name = 'InvalidDecimalNumberError' as const;
  readonly value: unknown;

  constructor({ value, cause }: { value: unknown; cause?: unknown }) {
    super(`Number ${String(value)} is not a valid decimal number.`, { cause });
    this.value = value;
  }
}

export class InvalidDecimalPlacesError extends BaseError {
  override name = 'InvalidDecimalPlacesError' as const;
  readonly places: unknown;

  constructor({ places, cause }: { places: unknown; cause?: unknown }) {
    super(`Decimal places ${String(places)} are invalid.`, {
      metaMessages: ['Use a whole number no greater than 1000000.'],
      cause,
    });
    this.places = places;
  }
}
