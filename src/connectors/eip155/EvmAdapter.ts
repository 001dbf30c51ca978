import type { Network } from '../../config/Network';
import type { WireBalance } from '../../services/blockchain/wireTypes';
import type { ChainAdapter } from '../chainAdapters';
import type { InjectedWallet } from '../eip6963/InjectedWallet';

export interface EvmConnection {
  address: string;
  chainId: number;
}

/** What the wallet side reported on its own: a new account or chain, or a disconnect. */
export type EvmWalletChange = { type: 'changed'; connection: EvmConnection } | { type: 'disconnected' };

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
  getBalance(address: string, chainId: number): Promise<EvmBalance>;
  switchNetwork(network: Network): Promise<void>;
  onWalletChange(listener: (change: EvmWalletChange) => void): () => void;
  /** The wallet's own asset list (EIP-7811) when it supports asset discovery on that chain. */
  getWalletAssets?(address: string, chainId: number): Promise<WireBalance[] | undefined>;
}
