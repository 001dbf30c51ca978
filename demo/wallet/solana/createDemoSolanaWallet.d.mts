// Types of the demo Solana wallet, for the TypeScript tests that drive it. The wallet object
// follows the Wallet Standard (@wallet-standard/base's Wallet) with the Solana features.
import type { ApprovalMode, PendingRequest } from '../createDemoWallet.mjs';

export type { ApprovalMode, PendingRequest };
export type SolanaChain = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' | 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1' | 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z';
export const SOLANA_CHAINS: readonly SolanaChain[];

export interface DemoSolanaAccount {
  readonly address: string;
  readonly publicKey: Uint8Array;
  readonly chains: readonly SolanaChain[];
  readonly features: readonly string[];
  readonly label?: string;
  readonly icon?: string;
}

export interface SolanaSignInInput {
  domain?: string;
  address?: string;
  statement?: string;
  uri?: string;
  version?: string;
  chainId?: string;
  nonce?: string;
  issuedAt?: string;
  expirationTime?: string;
  notBefore?: string;
  requestId?: string;
  resources?: string[];
}

export interface SolanaSendOptions {
  preflightCommitment?: 'processed' | 'confirmed' | 'finalized';
  commitment?: 'processed' | 'confirmed' | 'finalized';
  skipPreflight?: boolean;
  maxRetries?: number;
  minContextSlot?: number;
}

export interface DemoSolanaFeatures {
  'standard:connect': { version: '1.0.0'; connect(input?: { silent?: boolean }): Promise<{ accounts: readonly DemoSolanaAccount[] }> };
  'standard:disconnect': { version: '1.0.0'; disconnect(): Promise<void> };
  'standard:events': {
    version: '1.0.0';
    on(event: 'change', listener: (properties: { accounts?: readonly DemoSolanaAccount[] }) => void): () => void;
  };
  'solana:signMessage': {
    version: '1.1.0';
    signMessage(...inputs: { account: DemoSolanaAccount; message: Uint8Array }[]): Promise<{ signedMessage: Uint8Array; signature: Uint8Array; signatureType?: 'ed25519' }[]>;
  };
  'solana:signTransaction': {
    version: '1.0.0';
    supportedTransactionVersions: readonly ('legacy' | 0)[];
    signTransaction(...inputs: { account: DemoSolanaAccount; transaction: Uint8Array; chain?: string }[]): Promise<{ signedTransaction: Uint8Array }[]>;
  };
  'solana:signAndSendTransaction': {
    version: '1.0.0';
    supportedTransactionVersions: readonly ('legacy' | 0)[];
    signAndSendTransaction(
      ...inputs: { account: DemoSolanaAccount; transaction: Uint8Array; chain: string; options?: SolanaSendOptions }[]
    ): Promise<{ signature: Uint8Array }[]>;
  };
  'solana:signIn': {
    version: '1.0.0';
    signIn(...inputs: SolanaSignInInput[]): Promise<{ account: DemoSolanaAccount; signedMessage: Uint8Array; signature: Uint8Array; signatureType?: 'ed25519' }[]>;
  };
}

export interface DemoSolanaStandardWallet {
  readonly version: '1.0.0';
  readonly name: string;
  readonly icon: `data:image/svg+xml;base64,${string}`;
  readonly chains: readonly SolanaChain[];
  readonly features: Readonly<DemoSolanaFeatures>;
  readonly accounts: readonly DemoSolanaAccount[];
}

export interface DemoSolanaWalletState {
  connected: boolean;
  address: string;
  accountIndex: number;
  approval: ApprovalMode;
}

export interface DemoSolanaWalletControls {
  setApproval(mode: ApprovalMode): void;
  getApproval(): ApprovalMode;
  pending(): PendingRequest[];
  approve(id: number): boolean;
  reject(id: number): boolean;
  onPendingChange(listener: (pending: PendingRequest[]) => void): () => void;
  /** How solana:signMessage answers: rightly (null), a signature of other bytes, or other bytes signed. */
  setSignatureFault(fault: null | 'wrongSignature' | 'otherMessage'): void;
  switchAccount(index: number): string;
  disconnectFromWallet(): void;
  state(): DemoSolanaWalletState;
  onStateChange(listener: (state: DemoSolanaWalletState) => void): () => void;
}

export interface DemoSolanaWallet {
  wallet: DemoSolanaStandardWallet;
  controls: DemoSolanaWalletControls;
  /** Registers through the Wallet Standard; returns the function that unregisters. */
  register(): () => void;
  dispose(): void;
}

export function createDemoSolanaWallet(options: {
  /** The ledger's JSON-RPC URL for every Solana chain, or `rpcUrls` per chain. */
  rpcUrl?: string;
  rpcUrls?: Partial<Record<SolanaChain, string>>;
  accountIndex?: number;
  name?: string;
  /** Keep the connection across reloads (sessionStorage); default true. */
  remember?: boolean;
  /** One account of the caller's (a 32-byte seed and its base58 public key) instead of the dev keys. */
  key?: { seed: Uint8Array; publicKey: string };
}): DemoSolanaWallet;
