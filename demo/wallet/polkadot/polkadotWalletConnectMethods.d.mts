// Types of polkadotWalletConnectMethods.mjs, for the TypeScript test wallet.
export const POLKADOT_WC_METHODS: readonly string[];
export function proposesPolkadot(proposal: { requiredNamespaces?: object; optionalNamespaces?: object }): boolean;
export interface PolkadotWalletConnectMethods {
  address: string;
  namespace(): { chains: string[]; methods: string[]; events: string[]; accounts: string[] };
  addressOn(chainId: string): string;
  isPolkadotRequest(chainId: unknown): boolean;
  handle(method: string, params: unknown): Promise<unknown>;
}
export function createPolkadotWalletConnectMethods(options: { accountIndex: number }): PolkadotWalletConnectMethods;
