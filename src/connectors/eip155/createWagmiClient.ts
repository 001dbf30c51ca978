import {
  connect,
  createConfig,
  disconnect,
  getBalance,
  getConnection,
  getClient,
  injected,
  reconnect,
  switchChain,
  watchConnection,
  type Config,
} from '@wagmi/core';
import { http, type Chain, type Client, type Transport } from 'viem';
import type { Network } from '../../config/Network';
import type { WireBalance } from '../../services/blockchain/wireTypes';
import type { NativeBalance } from '../NamespaceAdapter';
import type { Eip1193Provider } from './eip6963/Eip1193Provider';
import { switchWalletChain } from './switchWalletChain';
import { toViemChain } from './toViemChain';
import { walletAssets } from './walletAssets';
import { NotConnectedError } from '../../errors/walletRequestErrors';
import { NetworkNotFoundError } from '../../errors/modalErrors';
import { withTimeout } from '../../utils/withTimeout';

/** A wallet as wagmi connects it: our connector id and name, and its EIP-1193 provider. */
export interface EvmTarget {
  id: string;
  name: string;
  icon?: string | undefined;
  provider: Eip1193Provider;
  /** Drops the wallet's requests waiting for the visitor, where the wallet can be told. */
  abort?: () => void;
}

export interface EvmConnection {
  address: string;
  chainId: number;
}

/** What happened on the wallet side, as wagmi saw it. */
export type WagmiChange = { type: 'changed'; connection: EvmConnection } | { type: 'disconnected' };

/**
 * wagmi runs one `reconnect` at a time in the whole page (a second call while one runs returns
 * nothing): the clients of several wallets restored at once take their turn.
 */
let reconnecting: Promise<unknown> = Promise.resolve();

function oneAtATime<T>(task: () => Promise<T>): Promise<T> {
  const run = reconnecting.then(task, task);
  reconnecting = run.catch(() => undefined);
  return run;
}

/** One wagmi configuration (networks and RPC timeout) and the connection it holds. */
export interface WagmiClient {
  connect(target: EvmTarget, chainId: number | undefined): Promise<EvmConnection>;
  /** Restores without a prompt; undefined when the wallet no longer authorises us. */
  reconnect(target: EvmTarget): Promise<EvmConnection | undefined>;
  disconnect(): Promise<void>;
  switchChain(chainId: number): Promise<void>;
  request(args: { method: string; params?: unknown }): Promise<unknown>;
  getBalance(address: string, chainId: number): Promise<NativeBalance>;
  getWalletAssets(address: string, chainId: number): Promise<WireBalance[] | undefined>;
  /** viem's bare client of a configured network's RPC, for reads (fees, receipts) with viem's tree-shakable actions. */
  chainClient(chainId: number): Client;
  onChange(listener: (change: WagmiChange) => void): () => void;
}

/**
 * One configuration of the EVM connector library, @wagmi/core: every wallet, whatever the
 * connection kind, is an EIP-1193 provider connected through its injected connector;
 * balances are read through each network's RPC (the data service's gateway by default),
 * switching falls back to adding the chain and settles on the wallet's answer (a wallet that
 * said yes has the RPC timeout to be on the chain, see switchWalletChain). Our own storage records what to restore, so
 * wagmi keeps no storage of its own.
 */
export function createWagmiClient(networks: readonly Network[], timeoutMs: number): WagmiClient {
  const chains = networks.map(toViemChain) as [Chain, ...Chain[]];
  // Spec §9: RPC timeout, 3 retries from 150 ms.
  const rpcOptions = { timeout: timeoutMs, retryCount: 3, retryDelay: 150 };
  const transports = Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0], rpcOptions)])) as Record<
    number,
    Transport
  >;
  const config: Config = createConfig({ chains, transports, storage: null, multiInjectedProviderDiscovery: false, ssr: false });
  const listeners = new Set<(change: WagmiChange) => void>();
  const connectorFor = (target: EvmTarget) =>
    injected({ target: { id: target.id, name: target.name, icon: target.icon, provider: target.provider as never } });
  const provider = async () => (await getConnection(config).connector?.getProvider()) as Eip1193Provider | undefined;

  watchConnection(config, {
    onChange(next, previous) {
      let change: WagmiChange | undefined;
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
    async connect(target, chainId) {
      const result = await connect(config, { connector: connectorFor(target), chainId });
      return { address: result.accounts[0] as string, chainId: result.chainId };
    },
    async reconnect(target) {
      // wagmi's reconnect asks eth_accounts with no deadline, and while one is on every other in
      // the page answers nothing: the wallet is asked first, bounded. One that does not answer
      // (or fails to) never reaches wagmi, and the restore settles, keeping it for the next visit.
      const accounts = await withTimeout(Promise.resolve(target.provider.request({ method: 'eth_accounts' })), timeoutMs, 'The wallet');
      if (!Array.isArray(accounts) || accounts.length === 0) return undefined;
      const connections = await oneAtATime(() => reconnect(config, { connectors: [connectorFor(target)] }));
      const first = connections[0];
      if (!first?.accounts[0]) return undefined;
      return { address: first.accounts[0], chainId: first.chainId };
    },
    async disconnect() {
      const connector = getConnection(config).connector;
      if (connector) await disconnect(config, { connector });
    },
    async switchChain(chainId) {
      const { connector } = getConnection(config);
      const chain = config.chains.find((candidate) => candidate.id === chainId);
      // Nothing connected: wagmi only records the chain (or says it is not configured).
      if (!connector || !chain) {
        await switchChain(config, { chainId });
        return;
      }
      // Not wagmi's own switch: it waits for a chainChanged to that chain, for ever when the
      // wallet answered but is elsewhere by then.
      await switchWalletChain((await connector.getProvider()) as Eip1193Provider, connector.emitter, chain, timeoutMs);
    },
    async request(args) {
      const connected = await provider();
      if (!connected) throw new NotConnectedError();
      return connected.request(args);
    },
    async getBalance(address, chainId) {
      const balance = await getBalance(config, { address: address as `0x${string}`, chainId });
      return { value: balance.value, decimals: balance.decimals, symbol: balance.symbol };
    },
    async getWalletAssets(address, chainId) {
      const connected = (await provider()) as Parameters<typeof walletAssets>[0] | undefined;
      return connected ? walletAssets(connected, address, chainId) : undefined;
    },
    chainClient(chainId) {
      // The bare client: wagmi's public client carries every public action of viem (about 50 KB gzip).
      const client = getClient(config, { chainId });
      if (!client) throw new NetworkNotFoundError(`eip155:${chainId}`);
      return client;
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
