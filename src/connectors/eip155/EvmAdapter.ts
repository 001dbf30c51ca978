import type { Network } from '../../config/Network';
import type { WireBalance } from '../../services/blockchain/wireTypes';
import type { ChainAdapter } from '../chainAdapters';
import type { InjectedWallet } from '../eip6963/InjectedWallet';

export interface EvmConnection {
  address: string;
  chainId: number;
}

/** What the wallet side reported on its own: a new account or chain, or a disconnect. */
export type EvmWalletChange =
  | { type: 'changed'; connection: EvmConnection }
  | { type: 'disconnected' }
  /** An event whose data was not what EIP-1193 says; it was not passed on. */
  | { type: 'rejected'; event: string; value: unknown };

/**
 * What the WalletConnect connection needs from the page's configuration. Read when the SDK
 * is set up (on first use); the SDK keeps its relay for the page's life.
 */
export interface WalletConnectSettings {
  projectId: string;
  relayUrl: string;
  /** Base URL of WalletConnect's verify service: its attestation frame and public key. */
  verifyUrl: string;
  metadata: { name: string; description: string; url: string; icons: string[] };
}

export interface EvmBalance {
  value: bigint;
  decimals: number;
  symbol: string;
}

/** The EVM connector layer; lives in its own chunk, loaded on first use. */
export interface EvmAdapter extends ChainAdapter {
  connect(wallet: InjectedWallet, chainId: number | undefined): Promise<EvmConnection>;
  /** Restores a connection without a prompt; undefined when the wallet no longer authorises us. */
  reconnect(wallet: InjectedWallet): Promise<EvmConnection | undefined>;
  /**
   * Connects a wallet app over WalletConnect: `onUri` receives each pairing URI (a new one
   * after an expired proposal is retried); resolves once the wallet approves.
   */
  connectWalletConnect(chainId: number | undefined, onUri: (uri: string) => void): Promise<EvmConnection>;
  /** Restores the stored WalletConnect session; undefined when there is none left. */
  reconnectWalletConnect(): Promise<EvmConnection | undefined>;
  /**
   * Follows the WalletConnect relay connection: 'lost' when the socket drops (the SDK then
   * retries, at most 5 connect attempts a time), 'restored' when it is back. Loads the SDK.
   */
  onRelayStatus(listener: (status: 'lost' | 'restored') => void): Promise<() => void>;
  /** A JSON-RPC request to the connected wallet. */
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  /** The dapp-side WalletConnect provider, once loaded (for its events and for tests). */
  walletConnectProvider(): Promise<unknown>;
  getBalance(address: string, chainId: number): Promise<EvmBalance>;
  switchNetwork(network: Network): Promise<void>;
  onWalletChange(listener: (change: EvmWalletChange) => void): () => void;
  /** The wallet's own asset list (EIP-7811) when it supports asset discovery on that chain. */
  getWalletAssets?(address: string, chainId: number): Promise<WireBalance[] | undefined>;
}
