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
import { RelayUnreachableError } from '../../errors/connectionErrors';
import { WalletConnectStorage } from '../../services/storage';
import { guardProviderEvents } from '../eip6963/guardProviderEvents';
import type { InjectedWallet } from '../eip6963/InjectedWallet';
import type { EvmAdapter, EvmWalletChange, WalletConnectSettings } from './EvmAdapter';
import { toViemChain } from './toViemChain';
import { walletAssets } from './walletAssets';


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
  const report = (change: EvmWalletChange) => {
    for (const listener of listeners) listener(change);
  };
  // The wallet's events reach wagmi only when well-formed; the rest is reported, not applied.
  const connectorFor = (wallet: InjectedWallet): CreateConnectorFn => {
    const provider = guardProviderEvents(wallet.provider, ({ event, value }) => report({ type: 'rejected', event, value }));
    return injected({ target: { id: wallet.rdns, name: wallet.name, icon: wallet.icon, provider: provider as never } });
  };
  // One WalletConnect connector per adapter: its provider (and session) must survive
  // between connect, restore and disconnect. Our storage decides what to restore, so the
  // connector must not judge sessions stale by wagmi's own (absent) storage. Created on first
  // use only: setting it up initialises the SDK, which loads its chunk and opens a socket to
  // the relay, and a visitor who connects a browser wallet needs none of that.
  let connector: ReturnType<typeof config._internal.connectors.setup> | undefined;
  const walletConnectConnector = () =>
    (connector ??= config._internal.connectors.setup(
    walletConnect({
      projectId: wc.projectId,
      relayUrl: wc.relayUrl,
      // The SDK's own name for the verify service: sent with the proposal to the wallet app.
      metadata: { ...wc.metadata, verifyUrl: wc.verifyUrl },
      showQrModal: false,
      isNewChainsStale: false,
      customStoragePrefix: 'wallet-modal',
      // Its sessions go through our guarded storage: never a throw where storage is denied.
      storage: new WalletConnectStorage(),
      telemetryEnabled: false,
    } as Parameters<typeof walletConnect>[0]),
  ));
  /** The WalletConnect core under the connector's provider: its relayer and pairings. */
  const walletConnectCore = async (): Promise<WalletConnectCore> => {
    const provider = (await walletConnectConnector().getProvider()) as { signer: { client: { core: WalletConnectCore } } };
    return provider.signer.client.core;
  };

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
      if (change) report(change);
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
      const relay = watchRelayReach(await walletConnectCore(), wc.relayUrl);
      const onMessage = ({ type, data }: { type: string; data?: unknown }) => {
        // Only this call's pairing: an abandoned one may still get its URI once the relay is back.
        if (type === 'display_uri' && typeof data === 'string' && relay.isOwnUri(data)) onUri(data);
      };
      const wcConnector = walletConnectConnector();
      wcConnector.emitter.on('message', onMessage);
      const connecting = connect(config, { connector: wcConnector, chainId });
      try {
        const result = await Promise.race([connecting, relay.unreachable]);
        return { address: result.accounts[0] as string, chainId: result.chainId };
      } catch (error) {
        // Given up on: the SDK's own rejection comes a minute later and is of no interest.
        if (error instanceof RelayUnreachableError) connecting.catch(() => undefined);
        throw error;
      } finally {
        relay.stop();
        wcConnector.emitter.off('message', onMessage);
      }
    },
    async reconnectWalletConnect() {
      const connections = await reconnect(config, { connectors: [walletConnectConnector()] });
      const first = connections[0];
      if (!first?.accounts[0]) return undefined;
      return { address: first.accounts[0], chainId: first.chainId };
    },
    walletConnectProvider: () => walletConnectConnector().getProvider(),
    async onRelayStatus(listener) {
      const { relayer } = await walletConnectCore();
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

type Listener<T> = (value: T) => void;
interface Emitter<T> {
  on(event: string, fn: Listener<T>): void;
  off(event: string, fn: Listener<T>): void;
}

/** The parts of the WalletConnect core (@walletconnect/core) the adapter follows. */
interface WalletConnectCore {
  relayer: Emitter<void> & { readonly connected: boolean; subscriber: Emitter<{ topic: string }> };
  pairing: { events: Emitter<{ topic: string }> };
}

/**
 * Tells, for the next pairing the SDK creates, when the relay cannot be reached. The SDK
 * (2.25) emits nothing for a socket that never opens (relayer_disconnect and relayer_error
 * follow an opened one, relayer_transport_closed is never emitted, relayer_connection_stalled
 * only when a subscribe request times out), and its connect() rejects only when publishing the
 * proposal times out, over a minute later and with no code. But it records a new pairing's
 * subscription only once its connect attempts are over (at most 5, 1 + 2 + 3 + 4 + 5 s apart):
 * that subscription with no socket means every attempt failed, and `unreachable` rejects with
 * RelayUnreachableError. It never settles otherwise.
 */
function watchRelayReach(core: WalletConnectCore, relayUrl: string) {
  let topic: string | undefined;
  let reject: (error: RelayUnreachableError) => void = () => undefined;
  const unreachable = new Promise<never>((_, rejectWith) => {
    reject = rejectWith;
  });
  const onPairing = (pairing: { topic: string }) => {
    topic ??= pairing.topic;
  };
  const onSubscribed = (subscription: { topic: string }) => {
    if (subscription.topic === topic && !core.relayer.connected) reject(new RelayUnreachableError(relayUrl));
  };
  core.pairing.events.on('pairing_create', onPairing);
  core.relayer.subscriber.on('subscription_created', onSubscribed);
  return {
    unreachable,
    /** Whether a pairing URI belongs to the pairing watched (any, before it is created). */
    isOwnUri: (uri: string) => topic === undefined || uri.startsWith(`wc:${topic}@`),
    stop() {
      core.pairing.events.off('pairing_create', onPairing);
      core.relayer.subscriber.off('subscription_created', onSubscribed);
    },
  };
}
