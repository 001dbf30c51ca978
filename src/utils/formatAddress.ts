/**
 * Shortens an address for display in the middle, keeping its first 6 characters (with '0x') and
 * its last 4 around an ellipsis, in the case it comes in (EVM addresses come checksummed).
 * Strings that would not get shorter are returned unchanged.
 *
 * @example
 * formatAddress('0x1234567890abcdef1234567890abcdef1234abcd') // '0x1234…abcd'
 */
export function formatAddress(address: string): string {
  return address.length > 11 ? `${address.slice(0, 6)}…${address.slice(-4)}` : address;
}
