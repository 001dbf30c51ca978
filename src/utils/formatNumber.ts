import { toNumberOrZero } from './toNumberOrZero';

export type FormatNumberOptions = {
  /** Fraction digits; fixed in standard notation, a maximum in compact notation. Defaults to 2. */
  decimals?: number | undefined;
  /** Short form such as '1.2K'. Defaults to false. */
  compact?: boolean | undefined;
};

/**
 * Formats a number for display in en-US style. Non-numeric input shows as 0.
 *
 * @example
 * formatNumber('1234.5') // '1,234.50'
 * formatNumber(1234567, { compact: true }) // '1.23M'
 * formatNumber('abc') // '0.00'
 */
export function formatNumber(value: string | number | null | undefined, options: FormatNumberOptions = {}): string {
  const { decimals = 2, compact = false } = options;
  return new Intl.NumberFormat('en-US', {
    notation: compact ? 'compact' : 'standard',
    // Compact figures read better without padded zeros ('1.2K', not '1.20K').
    minimumFractionDigits: compact ? 0 : decimals,
    maximumFractionDigits: decimals,
  }).format(toNumberOrZero(value));
}
