// Types of the demo wallet, for the TypeScript tests that drive it.
export type ApprovalMode = 'approve' | 'reject' | 'manual';

export interface PendingRequest {
  id: number;
  method: string;
  params?: unknown;
}

export interface DemoWalletState {
  connected: boolean;
  locked: boolean;
  address: string | undefined;
  chainId: number;
  accountIndex: number;
  knownChainIds: number[];
  approval: ApprovalMode;
}

export interface DemoWalletControls {
  setApproval(mode: ApprovalMode): void;
  getApproval(): ApprovalMode;
  pending(): PendingRequest[];
  approve(id: number): boolean;
  reject(id: number): boolean;
  onPendingChange(listener: (pending: PendingRequest[]) => void): () => void;
  shownBatches(): string[];
  /** With `permissions`: the next wallet_grantPermissions answer goes through `change` (a wallet that grants something else than asked). */
  alterNextGrant(change: (answer: Record<string, unknown>) => unknown): Promise<void>;
  switchChainFromWallet(chainId: number): void;
  switchAccount(index: number): Promise<string>;
  lock(): void;
  unlock(): Promise<void>;
  disconnectFromWallet(): void;
  state(): DemoWalletState;
  onStateChange(listener: (state: DemoWalletState) => void): () => void;
}

export interface DemoWallet {
  provider: {
    request(args: { method: string; params?: unknown }): Promise<unknown>;
    on(event: string, listener: (...args: unknown[]) => void): void;
    removeListener(event: string, listener: (...args: unknown[]) => void): void;
  };
  info: { uuid: string; name: string; icon: string; rdns: string };
  announce(): () => void;
  dispose(): void;
  controls: DemoWalletControls;
}

export function createDemoWallet(options: {
  chains: Record<string | number, string>;
  accountIndex?: number;
  name?: string;
  rdns?: string;
  knownChainIds?: number[];
  /** false: a wallet without EIP-5792 (wallet_getCapabilities, wallet_sendCalls… answer 4200). */
  eip5792?: boolean;
  /** true: EIP-7811 asset discovery (wallet_getAssets, read from the chain). */
  assetDiscovery?: boolean;
  /** The ERC-20s wallet_getAssets reads, by chain id (the stack's /stack.json `tokens`). */
  tokens?: Record<string | number, { address: string; symbol: string; name: string; decimals: number }[]>;
  /** true: smart sessions (the permissions capability, wallet_grantPermissions, a session's wallet_revokePermissions). */
  permissions?: boolean;
}): DemoWallet;
