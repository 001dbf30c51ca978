import {
  connect,
  createConfig,
  disconnect,
  getBalance,
  getConnection,
  reconnect,
  switchChain,
  watchConnection,
  type Config,
  type CreateConnectorFn,
} from '@wagmi/core';
import { injected } from '@wagmi/core';
import { http, type Chain, type Transport } from 'viem';
import type { Network } from '../../config/Network';
import type { InjectedWallet } from '../eip6963/InjectedWallet';
import type { EvmAdapter, EvmWalletChange } from './EvmAdapter';
import { toViemChain } from './toViemChain';
import { walletAssets } from './walletAssets';

function connectorFor(wallet: InjectedWallet): CreateConnectorFn {
  return injected({
    target: { id: wallet.rdns, name: wallet.name, icon: wallet.icon, provider: wallet.provider as never },
  });
}

/**
 * The EVM connector layer over @wagmi/core: injected (EIP-6963) wallets, balances read
 * through each network's RPC (the data service's gateway by default), switching with
 * add-chain fallback, and the wallet's own account and chain changes. Our own storage
 * records what to restore, so wagmi keeps no storage of its own.
 */
export function createEvmAdapter(networks: readonly Network[], { timeoutMs }: { timeoutMs: number }): EvmAdapter {
  const chains = networks.map(toViemChain) as [Chain, ...Chain[]];
  // Spec §9: RPC timeout, 3 retries from 150 ms.
  const rpcOptions = { timeout: timeoutMs, retryCount: 3, retryDelay: 150 };
  const transports = Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0], rpcOptions)])) as Record<
    number,
    Transport
  >;
  const config: Config = createConfig({ chains, transports, storage: null, multiInjectedProviderDiscovery: false, ssr: false });
  const listeners = new Set<(change: EvmWalletChange) => void>();

  watchConnection(config, {
    onChange(next, previous) {
      let change: EvmWalletChange | undefined;
      if (next.status === 'connected' && previous.status === 'connected' && next.address && next.chainId !== undefined) {
        if (next.address !== previous.address || next.chainId !== previous.chainId) {
          change = { type: 'changed', connection: { address: next.address, chainId: next.chainId } };
        }
      } else if (next.status === 'disconnected' && previous.status === 'connected') {
        change = { type: 'disconnected' };
      }
      if (change) for (const listener of listeners) listener(change);
    },
  });

  return {
    async connect(wallet, chainId) {
      const result = await connect(config, { connector: connectorFor(wallet), chainId });
      return { address: result.accounts[0] as string, chainId: result.chainId };
    },
    async reconnect(wallet) {
      const connections = await reconnect(config, { connectors: [connectorFor(wallet)] });
      const first = connections[0];
      if (!first?.accounts[0]) return undefined;
      return { address: first.accounts[0], chainId: first.chainId };
    },
    async getBalance(address, chainId) {
      const balance = await getBalance(config, { address: address as `0x${string}`, chainId });
      return { value: balance.value, decimals: balance.decimals, symbol: balance.symbol };
    },
    async switchNetwork(network) {
      await switchChain(config, { chainId: Number(network.id) });
    },
    async disconnect() {
      const connector = getConnection(config).connector;
      if (connector) await disconnect(config, { connector });
    },
    async getWalletAssets(address, chainId) {
      const provider = (await getConnection(config).connector?.getProvider()) as Parameters<typeof walletAssets>[0] | undefined;
      return provider ? walletAssets(provider, address, chainId) : undefined;
    },
    onWalletChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
