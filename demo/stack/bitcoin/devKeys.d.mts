// Types of devKeys.mjs, for the TypeScript tests (keys and addresses are hex / bech32 strings).
export interface BitcoinDevAccountKey {
  readonly purpose: 'payment' | 'ordinals';
  readonly addressType: 'p2wpkh' | 'p2tr';
  readonly address: string;
  readonly privateKey: string;
  /** payment: 33-byte compressed key; ordinals: 32-byte x-only internal key. */
  readonly publicKey: string;
}
export interface BitcoinDevKeyPair {
  readonly index: number;
  readonly payment: BitcoinDevAccountKey;
  readonly ordinals: BitcoinDevAccountKey;
}
export const DEV_KEY_COUNT: number;
export const BITCOIN_DEV_KEYS: readonly BitcoinDevKeyPair[];
export const GENESIS_PAYMENT_OUTPUTS: readonly bigint[];
export const GENESIS_ORDINALS_OUTPUTS: readonly bigint[];
