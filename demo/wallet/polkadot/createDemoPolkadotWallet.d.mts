// Types of createDemoPolkadotWallet.mjs, for the tests.
export const DEMO_POLKADOT_WALLET_KEY: string;
export interface DemoPolkadotWallet {
  readonly name: string;
  readonly extension: { version: string; enable(originName: string): Promise<unknown> };
  /** The SS58 address (generic format, prefix 42) of the account it shows. */
  readonly address: string;
  inject(): () => void;
  controls: {
    setApproval(mode: 'approve' | 'reject' | 'manual'): void;
    pending(): { id: number; method: string; params: unknown; requestedAt: number }[];
    approve(id: number): boolean;
    reject(id: number): boolean;
    onPendingChange(listener: (pending: { id: number; method: string; params: unknown }[]) => void): () => void;
    switchAccount(index: number): string;
    disconnectFromWallet(): void;
  };
}
export function createDemoPolkadotWallet(options?: {
  accountIndex?: number;
  name?: string;
  /** Keep the page's approval and the account across reloads (sessionStorage); default false. */
  remember?: boolean;
}): DemoPolkadotWallet;
