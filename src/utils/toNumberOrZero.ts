// Plain decimal with optional exponent; rules out '0x10', '1,000', 'Infinity' and '' that Number() would accept.
const NUMERIC = /^\s*[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?\s*$/i;

/**
 * Reads a user-typed amount as a number, counting anything non-numeric (or non-finite) as 0,
 * so a half-typed send amount never turns into NaN downstream.
 *
 * @example
 * toNumberOrZero('12.5') // 12.5
 * toNumberOrZero('abc') // 0
 * toNumberOrZero(undefined) // 0
 */
export function toNumberOrZero(value: string | number | null | undefined): number {
  const number = typeof value === 'number' ? value : typeof value === 'string' && NUMERIC.test(value) ? Number(value) : 0;
  return Number.isFinite(number) ? number : 0;
}
