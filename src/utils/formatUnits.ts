import { InvalidDecimalPlacesError } from '../errors/numberErrors';

/**
 * Converts an integer count of the smallest unit back to a decimal string
 * (`value ÷ 10^decimals`), without trailing fraction zeros.
 *
 * @example
 * formatUnits(1500000000000000000n, 18) // '1.5'
 * formatUnits(-5n, 3) // '-0.005'
 */
export function formatUnits(value: bigint, decimals: number): string {
  if (!Number.isInteger(decimals) || decimals < 0) throw new InvalidDecimalPlacesError({ places: decimals });
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0');
  const integer = digits.slice(0, digits.length - decimals);
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '');
  return `${negative ? '-' : ''}${integer}${fraction ? `.${fraction}` : ''}`;
}
