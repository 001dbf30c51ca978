import Big from 'big.js';
import { translateBigJsError, type BigJsErrorContext } from './translateBigJsError';

export type BigNumber = Big;
export type BigNumberValue = string | number | bigint | Big;
/** 0 down, 1 half up, 2 half even, 3 up. */
export type RoundingMode = Big.RoundingMode;

const DECIMAL_PLACES = 20;
const ROUND_HALF_UP: RoundingMode = 1;

// A private constructor: setting DP/RM on the shared `Big` would change it for every other user.
const Decimal = createConstructor(DECIMAL_PLACES);

function createConstructor(places: number): Big.BigConstructor {
  const constructor = Big();
  constructor.DP = places;
  constructor.RM = ROUND_HALF_UP;
  return constructor;
}

function attempt<T>(run: () => T, context: BigJsErrorContext): T {
  try {
    return run();
  } catch (error) {
    throw translateBigJsError(error, context);
  }
}

/**
 * Reads a decimal (optionally with exponent, e.g. '1e-7') into a big number using 20
 * division places and round-half-up. Throws `InvalidDecimalNumberError` otherwise.
 *
 * @example
 * bigNumber('1e-7').toFixed() // '0.0000001'
 */
export function bigNumber(value: BigNumberValue): BigNumber {
  return attempt(() => new Decimal(value), { value });
}

/** @example add('0.1', '0.2') // '0.3' */
export function add(a: BigNumberValue, b: BigNumberValue): string {
  return bigNumber(a).plus(bigNumber(b)).toFixed();
}

/** @example sub('0.3', '0.1') // '0.2' */
export function sub(a: BigNumberValue, b: BigNumberValue): string {
  return bigNumber(a).minus(bigNumber(b)).toFixed();
}

/** @example mul('1.5', '3') // '4.5' */
export function mul(a: BigNumberValue, b: BigNumberValue): string {
  return bigNumber(a).times(bigNumber(b)).toFixed();
}

/**
 * Divides to at most `places` decimals (default 20), rounding half up.
 * Throws `DivisionByZeroError` or `InvalidDecimalPlacesError`.
 *
 * @example div('1', '3') // '0.33333333333333333333'
 * @example div('2', '3', 2) // '0.67'
 */
export function div(a: BigNumberValue, b: BigNumberValue, places: number = DECIMAL_PLACES): string {
  const dividend = bigNumber(a);
  const divisor = bigNumber(b);
  const Divider = places === DECIMAL_PLACES ? Decimal : createConstructor(places);
  return attempt(() => new Divider(dividend).div(divisor).toFixed(), { places });
}

/**
 * Rounds to `places` decimals (half up unless `rounding` says otherwise), without padding zeros.
 *
 * @example round('1.005', 2) // '1.01'
 * @example round('1.29', 1, 0) // '1.2'
 */
export function round(value: BigNumberValue, places: number, rounding: RoundingMode = ROUND_HALF_UP): string {
  const number = bigNumber(value);
  return attempt(() => number.round(places, rounding).toFixed(), { places, rounding });
}

/**
 * Rounds like `round`, then pads to exactly `places` decimals.
 *
 * @example toFixed('1.5', 3) // '1.500'
 */
export function toFixed(value: BigNumberValue, places: number, rounding: RoundingMode = ROUND_HALF_UP): string {
  const number = bigNumber(value);
  // Rounding first turns '-0.4' into a plain zero, so the result never reads '-0'.
  return attempt(() => number.round(places, rounding).toFixed(places), { places, rounding });
}

/** -1, 0 or 1 as `a` is below, equal to or above `b`. @example compare('2', '10') // -1 */
export function compare(a: BigNumberValue, b: BigNumberValue): -1 | 0 | 1 {
  return bigNumber(a).cmp(bigNumber(b));
}

/** @example isZero('-0.000') // true */
export function isZero(value: BigNumberValue): boolean {
  return bigNumber(value).eq(0);
}
