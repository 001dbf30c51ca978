/**
 * A bech32 address (lower case, its data part in bech32's alphabet, which has no 1, b, i or o):
 * its human-readable part and separator (`cosmos1`, `bc1`) are kept whole, so the shortened
 * address still says what it is. A base58 address that starts with letters and a 1 is not one.
 */
const BECH32 = /^([a-z]{1,83}1)[02-9ac-hj-np-z]{6,}$/;

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
  const head = Math.max(6, (BECH32.exec(address)?.[1]?.length ?? 0) + 4);
  return address.length > head + 5 ? `${address.slice(0, head)}…${address.slice(-4)}` : address;
}
