/** The EIP-1193 provider surface the modal uses. */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  on?(event: string, listener: (...args: never[]) => void): unknown;
  removeListener?(event: string, listener: (...args: never[]) => void): unknown;
  /** Whether the wallet takes a method, where that is known before asking (a WalletConnect session's approved methods). */
  approves?(method: string): boolean;
}
