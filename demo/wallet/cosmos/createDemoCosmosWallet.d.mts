// Types of createDemoCosmosWallet.mjs, for the TypeScript tests.
export type CosmosApprovalMode = 'approve' | 'reject' | 'manual';
export interface StdSignature {
  pub_key: { type: string; value: string };
  signature: string;
}
export interface DemoCosmosWalletState {
  connected: boolean;
  accountIndex: number;
  address: string;
  approval: CosmosApprovalMode;
}
export interface DemoKeplr {
  enable(chainIds: string | string[]): Promise<void>;
  disable(chainIds?: string | string[]): Promise<void>;
  getKey(chainId: string): Promise<{ name: string; algo: string; pubKey: Uint8Array; address: Uint8Array; bech32Address: string; isNanoLedger: boolean; isKeystone: boolean }>;
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>;
  signAmino(chainId: string, signer: string, signDoc: object): Promise<{ signed: object; signature: StdSignature }>;
  signDirect(
    chainId: string,
    signer: string,
    signDoc: { bodyBytes: Uint8Array; authInfoBytes: Uint8Array; chainId: string; accountNumber: bigint | string },
  ): Promise<{ signed: { bodyBytes: Uint8Array; authInfoBytes: Uint8Array; chainId: string; accountNumber: bigint }; signature: StdSignature }>;
}
export interface DemoCosmosWallet {
  keplr: DemoKeplr;
  controls: {
    setApproval(mode: CosmosApprovalMode): void;
    getApproval(): CosmosApprovalMode;
    approve(id: number): boolean;
    reject(id: number): boolean;
    pending(): { id: number; method: string; params: unknown; requestedAt: number }[];
    onPendingChange(listener: (pending: { id: number; method: string; params: unknown }[]) => void): () => void;
    onStateChange(listener: (state: DemoCosmosWalletState) => void): () => void;
    state(): DemoCosmosWalletState;
    switchAccount(index: number): void;
  };
  /** Puts the wallet on `window[global]` (default `keplr`); returns a function that takes it off. */
  inject(win?: Window, global?: string): () => void;
}
export function createDemoCosmosWallet(options?: {
  accountIndex?: number;
  name?: string;
  /** Keep the page's approval and the key across reloads (sessionStorage); default false. */
  remember?: boolean;
}): DemoCosmosWallet;
