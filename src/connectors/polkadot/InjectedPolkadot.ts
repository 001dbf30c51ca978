/** An account as a Polkadot browser extension lists it (@polkadot/extension-inject's InjectedAccount). */
export interface InjectedAccount {
  address: string;
  name?: string;
  /** The key type: sr25519, ed25519, ecdsa or ethereum (an EVM account, which is not ours here). */
  type?: string;
  genesisHash?: string | null;
}

/** A transaction to sign as the extension interface (and WalletConnect's polkadot_signTransaction) take it: SignerPayloadJSON. */
export type SignerPayloadJSON = Record<string, unknown> & { address: string; genesisHash: string; method: string };

/** What an extension gives the page once enabled (@polkadot/extension-inject's Injected). */
export interface InjectedPolkadot {
  accounts: {
    get(anyType?: boolean): Promise<InjectedAccount[]>;
    subscribe(listener: (accounts: unknown) => void): unknown;
  };
  signer: {
    signRaw?(raw: { address: string; data: string; type: 'bytes' }): Promise<{ id?: number; signature: string }>;
    signPayload?(payload: SignerPayloadJSON): Promise<{ id?: number; signature: string }>;
  };
}

/** An entry of `window.injectedWeb3`: what an extension puts there under its name. */
export interface InjectedExtension {
  version?: string;
  enable(originName: string): Promise<InjectedPolkadot>;
}
