import { numberFormat } from './intlLocale';
import { toNumberOrZero } from './toNumberOrZero';

export type FormatAmountOptions = {
  /**
   * Which way a figure that does not fit is rounded: 'down' for what the visitor is promised
   * (a minimum received, a quote), 'up' for what they pay (an amount to pay, a fee), 'nearest'
   * otherwise (a balance, a rate). Defaults to 'nearest'.
   */
  round?: 'down' | 'up' | 'nearest' | undefined;
  /** Fixed most fraction digits (spec §9: activity quantities to 3); by default 4, up to 6 for small amounts. */
  places?: number | undefined;
};

const USUAL_PLACES = 4;
const MOST_PLACES = 6;

/**
 * A token amount for display, one rule on every screen: the active language's digits and
 * grouping, 4 decimals (up to 6 for amounts under 0.001, to keep 3 significant digits), no
 * padded zeros; a non-zero amount too small to show reads '< 0.000001', never a misleading 0.
 * The figure is only for the eye: the exact value (a decimal text such as `formatUnits` gives,
 * kept to the last digit) is what is sent, checked or filled into a field. Non-numeric input
 * shows as 0.
 *
 * @example
 * formatAmount('0.032333333333333333') // '0.0323'
 * formatAmount('1234567.891') // '1,234,567.891'
 * formatAmount('0.00033466') // '0.000335'
 * formatAmount('0.0000001') // '< 0.000001'
 * formatAmount('0.03289990662', { round: 'down' }) // '0.0328'
 */
export function formatAmount(value: string | number | null | undefined, { round, places }: FormatAmountOptions = {}): string {
  const number = toNumberOrZero(value);
  const size = Math.abs(number);
  const most = places ?? MOST_PLACES;
  // Intl's own rounding modes; left out, it rounds half away from zero (nearest).
  const format = (digits: number) =>
    numberFormat({ maximumFractionDigits: digits, roundingMode: round === 'down' ? 'trunc' : round === 'up' ? 'expand' : undefined } as Intl.NumberFormatOptions);
  if (size && size < 10 ** -most) return `${number < 0 ? '> -' : '< '}${format(most).format(10 ** -most)}`;
  // 3 significant digits under 0.001 (0.000335: 2 - (-4) = 6 places), 4 places from 0.001 up.
  const digits = places ?? Math.min(MOST_PLACES, Math.max(USUAL_PLACES, 2 - Math.floor(Math.log10(size || 1))));
  // The decimal text itself where there is one: Intl formats it to the last digit (a Number keeps ~16).
  return format(digits).format((number && value) as number);
}
