/** A bech32 address's human-readable part and separator (`cosmos1`, `bc1`): kept whole, so the shortened address still says what it is. */
const BECH32_PREFIX = /^[a-z]{2,83}1/;

/**
 * Shortens an address for display in the middle, keeping its first 6 characters (with '0x'),
 * or a bech32 address's prefix and its next 4, and its last 4 around an ellipsis, in the case it
 * comes in (EVM addresses come checksummed). Strings that would not get shorter are returned
 * unchanged.
 *
 * @example
 * formatAddress('0x1234567890abcdef1234567890abcdef1234abcd') // '0x1234…abcd'
 * formatAddress('cosmos1qypqxpq9qcrsszg2pvxq6rs0zqg3yyc5lzv7xu') // 'cosmos1qypq…v7xu'
 */
export function formatAddress(address: string): string {
  const head = Math.max(6, (BECH32_PREFIX.exec(address)?.[0].length ?? 0) + 4);
  return address.length > head + 5 ? `${address.slice(0, head)}…${address.slice(-4)}` : address;
}
