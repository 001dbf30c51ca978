// Types of cosmosWalletConnectMethods.mjs, for the TypeScript test wallet.
export const COSMOS_WC_METHODS: readonly string[];
export const COSMOS_WC_EVENTS: readonly string[];
export function proposesCosmos(proposal: { requiredNamespaces?: object; optionalNamespaces?: object }): boolean;
export interface CosmosWalletConnectMethods {
  address: string;
  namespace(): { chains: string[]; methods: string[]; events: string[]; accounts: string[] };
  isCosmosRequest(chainId: unknown): boolean;
  handle(method: string, params: unknown): Promise<unknown>;
}
export function createCosmosWalletConnectMethods(options: { accountIndex: number }): CosmosWalletConnectMethods;
