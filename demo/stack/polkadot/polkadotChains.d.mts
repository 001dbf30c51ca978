// Types of polkadotChains.mjs, for the tests.
export const POLKADOT_MAINNET: string;
export const POLKADOT_WESTEND: string;
export interface PolkadotChain {
  name: string;
  genesisHash: string;
  prefix: number;
  coin: { name: string; symbol: string; decimals: number };
}
export const POLKADOT_CHAINS: Readonly<Record<string, PolkadotChain>>;
export const POLKADOT_CHAIN_IDS: readonly string[];
export function isPolkadotChainId(chainId: unknown): boolean;
export function polkadotChainOfGenesis(genesisHash: unknown): string | undefined;
