import { InvalidDecimalNumberError, InvalidDecimalPlacesError } from '../errors/numberErrors';

const DECIMAL = /^(-?)([0-9]*)\.?([0-9]*)$/;

/**
 * Converts a decimal string to an integer count of the smallest unit (`value × 10^decimals`).
 * Extra fraction digits are rounded half up, away from zero. Exponents, signs other than a
 * leading minus, and strings without any digit are rejected with `InvalidDecimalNumberError`.
 *
 * @example
 * parseUnits('1.5', 18) // 1500000000000000000n
 * parseUnits('1.235', 2) // 124n
 * parseUnits('-1.235', 2) // -124n
 */
export function parseUnits(value: string, decimals: number): bigint {
  if (!Number.isInteger(decimals) || decimals < 0) throw new InvalidDecimalPlacesError({ places: decimals });
  const match = DECIMAL.exec(value);
  // The pattern alone accepts '', '.' and '-'; a number needs at least one digit.
  if (!match || (!match[2] && !match[3])) throw new InvalidDecimalNumberError({ value });
  const [, sign, integer = '', fraction = ''] = match;

  const kept = fraction.slice(0, decimals).padEnd(decimals, '0');
  let magnitude = BigInt(`${integer}${kept}` || '0');
  if (Number(fraction[decimals] ?? '0') >= 5) magnitude += 1n;
  return sign === '-' ? -magnitude : magnitude;
}
