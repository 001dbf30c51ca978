/** An account of the connected Bitcoin wallet. */
export interface BitcoinAccountAddress {
  address: string;
  publicKey: string;
  purpose: 'payment' | 'ordinals';
}

export type Bip122ProviderEvent = 'accountsChanged' | 'disconnect';

/**
 * The page's provider for bip122 (`getProvider('bip122')`, contract "Using the connected
 * wallet"): it asks whatever Bitcoin wallet is connected. Rejections carry an EIP-1193-style
 * `code` (4001 refused, 4100 not connected).
 */
export interface Bip122Provider {
  getAccountAddresses(): Promise<BitcoinAccountAddress[]>;
  /** A BIP-322 signature, base64. */
  signMessage(args: { address: string; message: string }): Promise<string>;
  /** The PSBT (base64) with the wallet's inputs signed; with `broadcast`, sent too (its txid). */
  signPSBT(args: { psbt: string; signInputs: { address: string; index: number }[]; broadcast?: boolean }): Promise<{ psbt: string; txid?: string }>;
  /** Sends `amount` sats; resolves with the transaction id. */
  sendTransfer(args: { recipient: string; amount: string }): Promise<string>;
  on(event: Bip122ProviderEvent, listener: (value: string[]) => void): Bip122Provider;
  removeListener(event: Bip122ProviderEvent, listener: (value: string[]) => void): Bip122Provider;
}
