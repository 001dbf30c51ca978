// Types of devKeys.mjs, for the TypeScript tests.
export interface CosmosDevKey {
  readonly index: number;
  /** bech32 `cosmos1…`. */
  readonly address: string;
  readonly privateKey: Uint8Array;
  /** 33-byte compressed secp256k1 key. */
  readonly publicKey: Uint8Array;
}
export const DEV_KEY_COUNT: number;
export const COSMOS_HUB: string;
export const COSMOS_HUB_TESTNET: string;
export const COSMOS_CHAIN_IDS: readonly string[];
export const GENESIS_UATOM: bigint;
export const COSMOS_DEV_KEYS: readonly CosmosDevKey[];
