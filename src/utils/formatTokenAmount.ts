import { formatQuantity } from './formatQuantity';
import { formatUnits } from './formatUnits';

/** A token amount in its smallest unit as display text (formatQuantity's rule). */
export function formatTokenAmount(value: bigint, decimals: number): string {
  return formatQuantity(formatUnits(value, decimals));
}
