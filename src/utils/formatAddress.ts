export type FormatAddressOptions = {
  /** Characters kept at the start, including '0x'. Defaults to 6. */
  head?: number | undefined;
  /** Characters kept at the end. Defaults to 4. */
  tail?: number | undefined;
};

/**
 * Shortens an address for display, keeping its start and end around an ellipsis.
 * Strings that would not get shorter are returned unchanged.
 *
 * @example
 * formatAddress('0x1234567890abcdef1234567890abcdef1234abcd') // '0x1234…abcd'
 * formatAddress('0x1234567890abcdef1234567890abcdef1234abcd', { head: 4, tail: 6 }) // '0x12…34abcd'
 */
export function formatAddress(address: string, options: FormatAddressOptions = {}): string {
  const head = Math.max(0, options.head ?? 6);
  const tail = Math.max(0, options.tail ?? 4);
  if (address.length <= head + tail + 1) return address;
  // slice(-0) would return the whole string, so an empty tail needs its own case.
  return `${address.slice(0, head)}…${tail ? address.slice(-tail) : ''}`;
}
