/** The events of an EIP-1193 provider, with what each listener receives. */
export interface Eip155ProviderEvents {
  connect: { chainId: `0x${string}` };
  disconnect: { code: number; message: string };
  accountsChanged: string[];
  chainChanged: `0x${string}`;
}

export type Eip155ProviderEvent = keyof Eip155ProviderEvents;

/**
 * The page's EIP-1193 provider for eip155 (`getProvider('eip155')`): hand it to viem's
 * `custom()`, ethers' `BrowserProvider` or a wagmi connector. Rejections carry an EIP-1193
 * `code` and `message`.
 */
export interface Eip155Provider {
  /** Resolves with the JSON-RPC result; `T` only types it for the caller. */
  request<T = unknown>(args: { method: string; params?: unknown }): Promise<T>;
  on<E extends Eip155ProviderEvent>(event: E, listener: (value: Eip155ProviderEvents[E]) => void): Eip155Provider;
  /** Any other event name is accepted (as libraries subscribe to `message` too) and never emitted. */
  on(event: string, listener: (value: never) => void): Eip155Provider;
  removeListener<E extends Eip155ProviderEvent>(event: E, listener: (value: Eip155ProviderEvents[E]) => void): Eip155Provider;
  removeListener(event: string, listener: (value: never) => void): Eip155Provider;
}
