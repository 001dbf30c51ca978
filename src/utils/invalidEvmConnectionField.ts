import { isValidAddress } from './validateAddress';

/**
 * What is wrong with an account and chain a wallet reported, or undefined when both are
 * valid: a positive whole chain id and a 0x + 40 hex address (any case).
 *
 * @example invalidEvmConnectionField({ address: '0xZZ', chainId: 1 }) // 'address'
 */
export function invalidEvmConnectionField(connection: { address: unknown; chainId: unknown }): 'address' | 'chainId' | undefined {
  const { chainId } = connection;
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0) return 'chainId';
  if (!isValidAddress(connection.address, { strict: false })) return 'address';
  return undefined;
}
