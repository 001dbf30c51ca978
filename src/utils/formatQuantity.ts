import { numberFormat } from './intlLocale';
import { toNumberOrZero } from './toNumberOrZero';

/** The most fraction digits a token quantity shows (spec §9: transaction quantities to 3 decimals). */
export const QUANTITY_DECIMALS = 3;

/**
 * A token quantity for display, one rule everywhere (balances, activity, send, swap, fees):
 * the active language's grouping (en-US in English), at most 3 decimals, no padded zeros; a positive amount too small to show
 * reads '<0.001' rather than a misleading 0. Non-numeric input shows as 0.
 *
 * @example
 * formatQuantity('10000') // '10,000'
 * formatQuantity('1234.56789') // '1,234.568'
 * formatQuantity('0.000023') // '<0.001'
 */
export function formatQuantity(value: string | number | null | undefined): string {
  const number = toNumberOrZero(value);
  const smallest = 10 ** -QUANTITY_DECIMALS;
  if (number > 0 && number < smallest) return `<${format(smallest)}`;
  return format(number);
}

function format(number: number): string {
  return numberFormat({ minimumFractionDigits: 0, maximumFractionDigits: QUANTITY_DECIMALS }).format(number);
}
