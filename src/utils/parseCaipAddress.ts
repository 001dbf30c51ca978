import { InvalidCaipAddressError } from '../errors/caipErrors';
import type { CaipNetworkId } from './parseCaipNetworkId';

/** CAIP-10 account id: `<namespace>:<reference>:<address>`. */
export type CaipAddress = `${string}:${string}:${string}`;

export type ParseCaipAddressReturnType = {
  namespace: string;
  reference: string;
  address: string;
  caipNetworkId: CaipNetworkId;
};

/**
 * Splits a CAIP-10 account id into namespace, chain reference and address.
 * Throws `InvalidCaipAddressError` unless there are exactly three non-empty parts.
 *
 * @example
 * parseCaipAddress('chain:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv')
 * // { namespace: 'chain', reference: '5eykt…', address: '7S3P…', caipNetworkId: 'chain:5eykt…' }
 */
export function parseCaipAddress(caipAddress: string): ParseCaipAddressReturnType {
  const parts = caipAddress.split(':');
  const [namespace, reference, address] = parts;
  if (parts.length !== 3 || !namespace || !reference || !address) {
    throw new InvalidCaipAddressError({ caipAddress });
  }
  return { namespace, reference, address, caipNetworkId: `${namespace}:${reference}` };
}
