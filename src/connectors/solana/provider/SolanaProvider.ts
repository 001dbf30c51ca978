import type { SolanaPublicKey } from './SolanaPublicKey';

/** A transaction of @solana/web3.js as the page hands it over: legacy or versioned. */
export interface SolanaTransactionLike {
  serialize(config?: { requireAllSignatures?: boolean; verifySignatures?: boolean }): Uint8Array;
}

export type SolanaProviderEvent = 'connect' | 'disconnect' | 'accountChanged';

/**
 * The page's provider for solana (`getProvider('solana')`, contract "Using the connected
 * wallet"): it signs and sends through whatever Solana wallet is connected. Rejections carry
 * an EIP-1193-style `code` (4001 refused, 4100 not connected).
 */
export interface SolanaProvider {
  /** The connected account, or null while disconnected. */
  readonly publicKey: SolanaPublicKey | null;
  /**
   * The ed25519 signature of the message bytes by the connected account, checked before it is
   * given: a wallet's wrong signature, or one of other bytes, rejects (-32603) instead.
   */
  signMessage(message: Uint8Array): Promise<Uint8Array>;
  /** The same kind of transaction, signed by the wallet. */
  signTransaction<T extends SolanaTransactionLike>(transaction: T): Promise<T>;
  signAllTransactions<T extends SolanaTransactionLike>(transactions: T[]): Promise<T[]>;
  /** Signs and sends; resolves with the transaction signature (base58). */
  signAndSendTransaction(transaction: SolanaTransactionLike, options?: Record<string, unknown>): Promise<string>;
  on(event: SolanaProviderEvent, listener: (value: SolanaPublicKey | null) => void): SolanaProvider;
  removeListener(event: SolanaProviderEvent, listener: (value: SolanaPublicKey | null) => void): SolanaProvider;
}
