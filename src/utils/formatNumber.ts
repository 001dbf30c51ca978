import { numberFormat } from './intlLocale';
import { toNumberOrZero } from './toNumberOrZero';

/**
 * A plain figure with fixed decimals (spec §9: 2) in the active language's digits and grouping
 * (en-US style in English): limits, rates in percent. Token amounts use `formatAmount`, dollars
 * `formatUsd`. Non-numeric input shows as 0.
 *
 * @example
 * formatNumber('1234.5') // '1,234.50'
 * formatNumber(1.5, 0) // '2'
 * formatNumber('abc') // '0.00'
 */
export function formatNumber(value: string | number | null | undefined, decimals = 2): string {
  return numberFormat({ minimumFractionDigits: decimals, maximumFractionDigits: decimals }).format(toNumberOrZero(value));
}
