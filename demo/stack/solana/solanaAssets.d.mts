// Types of solanaAssets.mjs, for the TypeScript tests.
export const SOLANA_CHAIN_IDS: readonly string[];
export const GENESIS_HASHES: readonly string[];
export const LAMPORTS_PER_SOL: bigint;
export const SOL: { readonly name: string; readonly symbol: string; readonly decimals: number };
export const SOLANA_USDC: {
  readonly name: string;
  readonly symbol: string;
  readonly decimals: number;
  readonly mint: string;
  readonly mintSeedHex: string;
  readonly authoritySeedHex: string;
};
export const SOL_PER_KEY: bigint;
export const USDC_PER_KEY: bigint;
export const USDC_HOLDERS: readonly number[];
export const SOLANA_PRICES: Readonly<Record<string, number>>;
export const TOKEN_PROGRAM_ID: string;
export const TOKEN_2022_PROGRAM_ID: string;
export const ASSOCIATED_TOKEN_PROGRAM_ID: string;
