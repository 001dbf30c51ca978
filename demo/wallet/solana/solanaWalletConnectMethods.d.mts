// Types of solanaWalletConnectMethods.mjs, for the TypeScript test wallet.
export const SOLANA_WC_CHAINS: readonly string[];
export const SOLANA_WC_METHODS: readonly string[];
export function proposesSolana(proposal: { requiredNamespaces?: object; optionalNamespaces?: object }): boolean;
export interface SolanaWalletConnectMethods {
  address: string;
  namespace(): { chains: string[]; methods: string[]; events: string[]; accounts: string[] };
  isSolanaRequest(chainId: unknown): boolean;
  handle(method: string, params: unknown): Promise<unknown>;
}
export function createSolanaWalletConnectMethods(options: { accountIndex: number; getRpcUrl: () => Promise<string> | string }): SolanaWalletConnectMethods;
