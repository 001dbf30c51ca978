import { getAddress } from 'viem';
import { isValidAddress } from './validateAddress';

/**
 * An address in the case it is shown and compared in: a 0x-hex address in its EIP-55 checksum
 * case (a lower-case one typed or given by the name service gets its capitals); any other
 * address (base58, bech32) as it is.
 *
 * @example
 * checksumAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266') // '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
 */
export function checksumAddress(address: string): string {
  return isValidAddress(address, { strict: false }) ? getAddress(address) : address;
}
