// Types of devKeys.mjs, for the TypeScript tests.
export interface SolanaDevKey {
  readonly index: number;
  readonly seedHex: string;
  /** base58 */
  readonly publicKey: string;
}
export const SOLANA_DEV_KEYS: readonly SolanaDevKey[];
export function solanaDevSeed(index: number): Uint8Array;
