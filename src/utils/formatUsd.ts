import { numberFormat } from './intlLocale';
import { toNumberOrZero } from './toNumberOrZero';

/**
 * A US dollar value the way the active language writes money: '$1,234.50' in English,
 * '1.234,50 $' in German; a value under a cent reads '< $0.01', not a misleading '$0.00'.
 * Non-numeric input shows as 0.
 */
export function formatUsd(value: string | number | null | undefined): string {
  const number = toNumberOrZero(value);
  const format = numberFormat({ style: 'currency', currency: 'USD' });
  return number > 0 && number < 0.01 ? `< ${format.format(0.01)}` : format.format(number);
}
