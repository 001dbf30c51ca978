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
import { walletConnect } from '@wagmi/connectors/walletConnect';
import { http, type Chain, type Transport } from 'viem';
import type { Network } from '../../config/Network';
import type { InjectedWallet } from '../eip6963/InjectedWallet';
import type { EvmAdapter, EvmWalletChange, WalletConnectSettings } from './EvmAdapter';
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
export function createEvmAdapter(
  networks: readonly Network[],
  { timeoutMs, walletConnect: wc }: { timeoutMs: number; walletConnect: WalletConnectSettings },
): EvmAdapter {
  const chains = networks.map(toViemChain) as [Chain, ...Chain[]];
  // Spec §9: RPC timeout, 3 retries from 150 ms.
  const rpcOptions = { timeout: timeoutMs, retryCount: 3, retryDelay: 150 };
  const transports = Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0], rpcOptions)])) as Record<
    number,
    Transport
  >;
  const config: Config = createConfig({ chains, transports, storage: null, multiInjectedProviderDiscovery: false, ssr: false });
  const listeners = new Set<(change: EvmWalletChange) => void>();
  // One WalletConnect connector per adapter: its provider (and session) must survive
  // between connect, restore and disconnect. Our storage decides what to restore, so the
  // connector must not judge sessions stale by wagmi's own (absent) storage.
  const walletConnectConnector = config._internal.connectors.setup(
    walletConnect({
      projectId: wc.projectId,
      relayUrl: wc.relayUrl,
      metadata: wc.metadata,
      showQrModal: false,
      isNewChainsStale: false,
      customStoragePrefix: 'wallet-modal',
      telemetryEnabled: false,
    } as Parameters<typeof walletConnect>[0]),
  );

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
    async connectWalletConnect(chainId, onUri) {
      const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
        if (type === 'display_uri' && typeof data === 'string') onUri(data);
      };
      walletConnectConnector.emitter.on('message', onMessage);
      try {
        const result = await connect(config, { connector: walletConnectConnector, chainId });
        return { address: result.accounts[0] as string, chainId: result.chainId };
      } finally {
        walletConnectConnector.emitter.off('message', onMessage);
      }
    },
    async reconnectWalletConnect() {
      const connections = await reconnect(config, { connectors: [walletConnectConnector] });
      const first = connections[0];
      if (!first?.accounts[0]) return undefined;
      return { address: first.accounts[0], chainId: first.chainId };
    },
    walletConnectProvider: () => walletConnectConnector.getProvider(),
    async onRelayStatus(listener) {
      type Relayer = { on(event: string, fn: () => void): void; off(event: string, fn: () => void): void };
      const provider = (await walletConnectConnector.getProvider()) as { signer: { client: { core: { relayer: Relayer } } } };
      const relayer = provider.signer.client.core.relayer;
      const lost = () => listener('lost');
      const restored = () => listener('restored');
      relayer.on('relayer_disconnect', lost);
      relayer.on('relayer_connect', restored);
      return () => {
        relayer.off('relayer_disconnect', lost);
        relayer.off('relayer_connect', restored);
      };
    },
    async request(args) {
      const provider = (await getConnection(config).connector?.getProvider()) as
        | { request(args: { method: string; params?: unknown }): Promise<unknown> }
        | undefined;
      if (!provider) throw new Error('Connector not connected');
      return provider.request(args);
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
