import { formatNumber } from './formatNumber';
import { formatUnits } from './formatUnits';

/** A token amount in its smallest unit as display text, en-US with 2 decimals. */
export function formatTokenAmount(value: bigint, decimals: number): string {
  return formatNumber(formatUnits(value, decimals));
}
