import { type Address, getAddress } from 'viem';
import { InvalidAddressError } from '../errors/addressErrors';

export type ValidateAddressOptions = {
  /** Check the EIP-55 checksum of mixed-case addresses. Defaults to true. */
  strict?: boolean | undefined;
};

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

/**
 * Whether `address` is 0x + 40 hex characters and, in strict mode, carries a correct
 * EIP-55 checksum when it mixes cases. Single-case addresses carry no checksum (EIP-55).
 *
 * @example
 * isValidAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // true
 * isValidAddress('0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed') // false: checksum
 * isValidAddress('0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', { strict: false }) // true
 */
export function isValidAddress(address: unknown, options: ValidateAddressOptions = {}): address is Address {
  if (typeof address !== 'string' || !ADDRESS.test(address)) return false;
  if (options.strict === false) return true;
  const hex = address.slice(2);
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true;
  return getAddress(address) === address;
}

/**
 * Throws `InvalidAddressError` ('Address is invalid') unless `isValidAddress` holds.
 *
 * @example
 * assertAddress(input) // input is now typed as Address
 */
export function assertAddress(address: unknown, options: ValidateAddressOptions = {}): asserts address is Address {
  if (!isValidAddress(address, options)) throw new InvalidAddressError({ address: String(address) });
}
