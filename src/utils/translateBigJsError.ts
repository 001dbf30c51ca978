import {
  DivisionByZeroError,
  InvalidDecimalNumberError,
  InvalidDecimalPlacesError,
  InvalidRoundingModeError,
} from '../errors/numberErrors';

export type BigJsErrorContext = { value?: unknown; places?: unknown; rounding?: unknown };

/**
 * Maps an error thrown by big.js to this package's typed error, keeping the original as
 * `cause`. big.js only signals failures by message text, so the message is the key.
 * Unknown errors come back unchanged.
 *
 * @example
 * try { Big(1).div(0) } catch (error) { throw translateBigJsError(error) } // DivisionByZeroError
 */
export function translateBigJsError(error: unknown, context: BigJsErrorContext = {}): unknown {
  const message = error instanceof Error ? error.message : '';
  switch (message) {
    case '[big.js] Division by zero':
      return new DivisionByZeroError({ cause: error });
    case '[big.js] Invalid rounding mode':
      return new InvalidRoundingModeError({ rounding: context.rounding, cause: error });
    case '[big.js] Invalid decimal places':
      return new InvalidDecimalPlacesError({ places: context.places, cause: error });
    case '[big.js] Invalid number':
      return new InvalidDecimalNumberError({ value: context.value, cause: error });
    default:
      return error;
  }
}
