import { numberFormat } from './intlLocale';
import { toNumberOrZero } from './toNumberOrZero';

export type FormatNumberOptions = {
  /** Fraction digits; fixed in standard notation, a maximum in compact notation. Defaults to 2. */
  decimals?: number | undefined;
  /** Short form such as '1.2K'. Defaults to false. */
  compact?: boolean | undefined;
};

/**
 * Formats a number for display in the active language's digits and grouping (en-US style in
 * English). Non-numeric input shows as 0.
 *
 * @example
 * formatNumber('1234.5') // '1,234.50'
 * formatNumber(1234567, { compact: true }) // '1.23M'
 * formatNumber('abc') // '0.00'
 */
export function formatNumber(value: string | number | null | undefined, options: FormatNumberOptions = {}): string {
  const { decimals = 2, compact = false } = options;
  return numberFormat({
    notation: compact ? 'compact' : 'standard',
    // Compact figures read better without padded zeros ('1.2K', not '1.20K').
    minimumFractionDigits: compact ? 0 : decimals,
    maximumFractionDigits: decimals,
  }).format(toNumberOrZero(value));
}

/**
 * A US dollar value the way the active language writes money: '$1,234.50' in English,
 * '1.234,50 $' in German. Non-numeric input shows as 0.
 */
export function formatUsd(value: string | number | null | undefined): string {
  return numberFormat({ style: 'currency', currency: 'USD' }).format(toNumberOrZero(value));
}
