/** A Wallet Standard account (`WalletAccount`) as wallets hand it out: untrusted. */
export interface StandardAccount {
  readonly address: string;
  readonly publicKey: Uint8Array;
  readonly chains: readonly string[];
  readonly features: readonly string[];
}

/** A Wallet Standard wallet (`Wallet`) as registered on the page: untrusted. */
export interface StandardWallet {
  readonly name: string;
  readonly icon: string;
  readonly chains: readonly string[];
  readonly features: Readonly<Record<string, unknown>>;
  readonly accounts: readonly StandardAccount[];
}
