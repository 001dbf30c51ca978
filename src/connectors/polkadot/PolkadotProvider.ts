import type { SignerPayloadJSON } from './InjectedPolkadot';

export type { SignerPayloadJSON };

export type PolkadotProviderEvent = 'accountsChanged' | 'disconnect';

/**
 * The page's provider for polkadot (`getProvider('polkadot')`): it asks whatever Polkadot
 * wallet is connected, a browser extension or the WalletConnect session. Rejections are
 * EIP-1193-style errors with a `code` (4001 refused, 4100 not connected, 4900 the wallet left).
 */
export interface PolkadotProvider {
  /** The connected SS58 address (one), or none. */
  readonly accounts: readonly string[];
  /**
   * Signs a text with the connected account (or `address`, one of the wallet's): the wallet
   * signs its UTF-8 bytes wrapped in `<Bytes>…</Bytes>`. Resolves with the hex signature.
   */
  signMessage(message: string, address?: string): Promise<string>;
  /** Signs a transaction payload (SignerPayloadJSON, as @polkadot/api builds it); resolves with `{ signature }`, hex. */
  signPayload(payload: SignerPayloadJSON): Promise<{ signature: string }>;
  /** accountsChanged: `[address]`; disconnect: `[]`. */
  on(event: PolkadotProviderEvent, listener: (accounts: string[]) => void): PolkadotProvider;
  removeListener(event: PolkadotProviderEvent, listener: (accounts: string[]) => void): PolkadotProvider;
}
