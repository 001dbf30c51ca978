import { base58Decode } from '../../utils/base58';

/** A Solana address: base58 of 32 bytes. */
export function isSolanaAddress(value: unknown): value is string {
  return typeof value === 'string' && value.length <= 44 && base58Decode(value)?.length === 32;
}

/** A transaction signature: base58 of 64 bytes, not all zero (a node's "none"). */
export function isSolanaSignature(value: unknown): value is string {
  const bytes = typeof value === 'string' && value.length <= 88 ? base58Decode(value) : undefined;
  return bytes?.length === 64 && bytes.some((byte) => byte !== 0);
}
