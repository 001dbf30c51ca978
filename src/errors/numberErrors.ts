import { BaseError } from './BaseError';

export type InvalidDecimalNumberErrorType = InvalidDecimalNumberError;
export type DivisionByZeroErrorType = DivisionByZeroError;
export type InvalidRoundingModeErrorType = InvalidRoundingModeError;
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

export class DivisionByZeroError extends BaseError {
  override name = 'DivisionByZeroError' as const;

  constructor({ cause }: { cause?: unknown } = {}) {
    super('Division by zero.', { cause });
  }
}

export class InvalidRoundingModeError extends BaseError {
  override name = 'InvalidRoundingModeError' as const;
  readonly rounding: unknown;

  constructor({ rounding, cause }: { rounding: unknown; cause?: unknown }) {
    super(`Rounding mode ${String(rounding)} is invalid.`, {
      metaMessages: ['Use 0 (down), 1 (half up), 2 (half even) or 3 (up).'],
      cause,
    });
    this.rounding = rounding;
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
