import type { ChainNamespace } from '../config/chainNamespaces';
import type { Network } from '../config/Network';
import type { WireBalance } from '../services/blockchain/wireTypes';
import type { ServiceContext } from '../services/http/ServiceContext';
import type { EmbeddedLink } from './embedded/EmbeddedLink';
import type { WalletConnectLink } from './walletConnect/WalletConnectLink';

/** A connected account: an address in the namespace's own form (not always hex) on a CAIP-2 network. */
export interface WalletConnection {
  address: string;
  caipNetworkId: string;
}

/** How a wallet is reached: a browser wallet found on the page, the page's WalletConnect session, or the embedded wallet's secure frame. */
export type ConnectVia =
  | { kind: 'browser'; walletId: string }
  | { kind: 'walletConnect'; link: WalletConnectLink }
  | { kind: 'embedded'; link: EmbeddedLink };

/** What the wallet side reported on its own: a new account or network, or a disconnect. */
export type WalletChange =
  | { type: 'changed'; connection: WalletConnection }
  | { type: 'disconnected' }
  /** An event whose data was not what the wallet's protocol says; it was not passed on. */
  | { type: 'rejected'; event: string; value: unknown };

export interface NativeBalance {
  value: bigint;
  decimals: number;
  symbol: string;
}

/** What the visitor sends: the native coin, or a token (ERC-20 contract, SPL mint) by its address. */
export interface Transfer {
  from: string;
  to: string;
  /** In the smallest unit of what is sent. */
  amount: bigint;
  token?: { address: string; decimals: number } | undefined;
}

/** A call of a contract built elsewhere (by the convert service): where, with which data and value. */
export interface ContractCall {
  to: string;
  value: bigint;
  data?: `0x${string}` | undefined;
}

/** What is known of a transaction the wallet sent: enough to find it again after a reload. */
export interface SentTransaction {
  /** Its hash (EVM) or signature (Solana). */
  id: string;
  caipNetworkId: string;
  from: string;
  /** The sender's nonce, where the namespace has one: how a replacement is recognised. */
  nonce?: number | undefined;
  /** What it was meant to do (EVM: to, value, data): how a replacement is classed. Not stored. */
  intent?: { to: string; value: bigint; data?: string | undefined } | undefined;
}

/** A transfer ready for the wallet: the request that sends it, and the most its fee can be. */
export interface PreparedTransfer {
  request: { method: string; params: unknown };
  /** In the native coin's smallest unit. */
  fee: bigint;
  /** Reads the wallet's answer to `request` as the transaction it sent. */
  sent(answer: unknown): Promise<SentTransaction>;
}

/** Calls ready for the wallet as one batch (EIP-5792 wallet_sendCalls), and the most their fee can be. */
export interface PreparedCalls {
  request: { method: 'wallet_sendCalls'; params: unknown };
  /** In the native coin's smallest unit. */
  fee: bigint;
  /** Who sends them, and the calls asked: what the transactions the wallet names are held to. */
  from: string;
  calls: readonly ContractCall[];
}

/** How a sent transaction ended, or that it has not yet within the wait (spec §4 transaction waiting). */
export type TransactionOutcome =
  | { status: 'confirmed' }
  | { status: 'reverted'; reason: string | undefined }
  | { status: 'replaced'; reason: 'repriced' | 'cancelled' | 'replaced'; replacementId?: string | undefined }
  | { status: 'timeout' };

/** What a sign-in message says: the fields of EIP-4361, which Sign In With Solana and the Bitcoin form share. */
export interface SignInInput {
  /** The page's host (`example.com`), and its origin as the URI. */
  domain: string;
  uri: string;
  address: string;
  caipNetworkId: string;
  nonce: string;
  statement?: string | undefined;
  /** ISO 8601 times. */
  issuedAt: string;
  expirationTime?: string | undefined;
}

/** A wallet request that signs a text, and how its answer reads. */
export interface SignatureRequest {
  request: { method: string; params: unknown };
  /**
   * The message the wallet signed (a wallet's own sign-in may word it itself) and the
   * signature as a verifier takes it: hex (EVM), base58 (Solana), base64 BIP-322 (Bitcoin).
   * Throws when the answer is not a signature.
   */
  read(answer: unknown): { message: string; signature: string };
}

/** What an adapter takes from the page's configuration: its namespace's networks, the RPC timeout and the data service. */
export interface AdapterSettings {
  networks: readonly Network[];
  timeoutMs: number;
  /** The host's Esplora-shaped API for Bitcoin (balances), when it gave one. */
  bitcoinApiUrl?: string | undefined;
  /** The blockchain data service (its balance call), for the adapters that read balances there. */
  dataService?: ServiceContext | undefined;
}

/**
 * One chain namespace's connector layer, loaded on first need (see NamespaceConnector).
 * Every kind of connection (browser wallet, WalletConnect, later the embedded wallet) goes
 * through the same methods. One adapter holds at most one connection; several connections
 * at once have an adapter each.
 */
export interface NamespaceAdapter {
  readonly namespace: ChainNamespace;
  /** Takes the configuration of now; the live connection carries over. */
  configure(settings: AdapterSettings): void;
  /** Asks the wallet for an account, on `network` when given and the wallet can choose. */
  connect(via: ConnectVia, network: Network | undefined): Promise<WalletConnection>;
  /**
   * Restores a connection without a prompt, on `network` (the one of the last visit) where
   * the wallet leaves the choice to us; undefined when the wallet no longer authorises us.
   */
  restore(via: ConnectVia, network: Network | undefined): Promise<WalletConnection | undefined>;
  disconnect(): Promise<void>;
  /** Whether the connected wallet can be asked to change network (some wallets cannot). */
  canSwitchNetwork(): boolean;
  /** Asks the wallet to move to the network; rejects when the visitor declines. */
  switchNetwork(network: Network): Promise<void>;
  /** A JSON-RPC request to the connected wallet. */
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  /** Tells the wallet to drop the requests waiting for the visitor, where it can be told (the embedded wallet). */
  abortRequests(): void;
  /** The native balance of an address, read from the network (not the wallet). */
  getBalance(address: string, network: Network): Promise<NativeBalance>;
  /** The wallet's own asset list, when it can give one on that network. */
  getWalletAssets?(address: string, network: Network): Promise<WireBalance[] | undefined>;
  onChange(listener: (change: WalletChange) => void): () => void;
  /** Whether a text is an address of this namespace (EVM: checksum checked, spec §5 strict mode). */
  isAddress?(value: string): boolean;
  /** Whether a text that is no address would be one in another letter case (EVM: a mixed case that fails its checksum). */
  isMiscasedAddress?(value: string): boolean;
  /** An address of this namespace in the case it is shown in (EVM: its EIP-55 checksum case). */
  displayAddress?(address: string): string;
  /** A request that signs a text with the connected account (account names). */
  signMessageRequest?(message: string, address: string): SignatureRequest;
  /** A request that signs the visitor in: the namespace's sign-in message, or the wallet's own sign-in where it has one (solana:signIn). */
  signInRequest?(input: SignInInput): SignatureRequest;
  /** Builds the wallet request for a transfer, with its fee; where the namespace can send (spec §9: eip155, solana). */
  prepareTransfer?(transfer: Transfer, network: Network): Promise<PreparedTransfer>;
  /** Builds the wallet request for a contract call from the account (a swap, its approval), with its fee. */
  prepareCall?(from: string, call: ContractCall, network: Network): Promise<PreparedTransfer>;
  /** Builds one wallet_sendCalls for calls made in order from the account (a swap with its approval), with their fee. */
  prepareCalls?(from: string, calls: readonly ContractCall[], network: Network, options: { atomicRequired: boolean }): Promise<PreparedCalls>;
  /** A token's symbol and decimals, read from the network (a smart session's token limit, written in words). */
  readTokenMetadata?(token: string, network: Network): Promise<{ symbol: string; decimals: number }>;
  /** Follows a sent transaction until it ends or `timeoutMs` passes. */
  waitForTransaction?(sent: SentTransaction, network: Network, options: { timeoutMs: number }): Promise<TransactionOutcome>;
  /** Looks once at a sent transaction: its end, or undefined while it is still pending. */
  checkTransaction?(sent: SentTransaction, network: Network): Promise<TransactionOutcome | undefined>;
}
