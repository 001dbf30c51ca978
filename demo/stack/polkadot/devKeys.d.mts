// Types of devKeys.mjs, for the tests.
export const DEV_KEY_COUNT: number;
export interface PolkadotDevKey {
  index: number;
  /** 0x hex, 32 bytes. */
  publicKey: string;
  /** SS58, generic Substrate format (prefix 42). */
  address: string;
  /** SS58 on each network, by CAIP-2 id. */
  addresses: Readonly<Record<string, string>>;
}
export const POLKADOT_DEV_KEYS: readonly PolkadotDevKey[];
export function polkadotDevSecret(index: number): Uint8Array;
