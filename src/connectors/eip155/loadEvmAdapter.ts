import type { Network } from '../../config/Network';
import type { InjectedWallet } from '../eip6963/InjectedWallet';
import { createEvmAdapter } from './createEvmAdapter';
import type { EvmAdapter, EvmConnection, EvmWalletChange, WalletConnectSettings } from './EvmAdapter';

/** How long carrying a browser-wallet connection over to a new configuration may take. */
const CARRY_OVER_MS = 5_000;

type Via = InjectedWallet | 'walletConnect';

/** A connection and the adapter (for one configuration) that holds it. */
interface Held {
  inner: EvmAdapter;
  via: Via;
  connection: EvmConnection;
}

let facade: ReturnType<typeof createFacade> | undefined;

/**
 * The page's one EVM adapter. This module is loaded on first use (getEvmAdapter imports it
 * dynamically), with @wagmi/core and viem in the same chunk, so none of it weighs on the page
 * before the visitor connects (the WalletConnect SDK is one more chunk, loaded only when
 * WalletConnect is used). Always the same object: a new configuration (networks, RPC timeout)
 * builds a new wagmi configuration under it, but the live connection is never orphaned. A
 * browser wallet is carried over to the new one (restored without a prompt); a WalletConnect
 * session stays where the SDK holds it (the SDK is one per page). Disconnect, requests and
 * network switches go to whichever holds the connection.
 */
export function loadEvmAdapter(networks: readonly Network[], timeoutMs: number, walletConnect: WalletConnectSettings): EvmAdapter {
  facade ??= createFacade();
  return facade.load(
    networks.filter((network) => network.chainNamespace === 'eip155'),
    timeoutMs,
    walletConnect,
  );
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T | undefined> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      () => {
        clearTimeout(timer);
        resolve(undefined);
      },
    );
  });
}

const sameConnection = (a: EvmConnection, b: EvmConnection) => a.address === b.address && a.chainId === b.chainId;

/**
 * Points the WalletConnect SDK's verify client at the configured service. @walletconnect/core
 * 2.25 has no option for it: its attestation frame and public key always come from the
 * instance's `verifyUrlV3`, so that field is set on the page's one core once it exists.
 */
async function pointVerifyAt(inner: EvmAdapter, verifyUrl: string): Promise<void> {
  const provider = (await inner.walletConnectProvider()) as
    | { signer?: { client?: { core?: { verify?: Record<string, unknown> } } } }
    | undefined;
  const verify = provider?.signer?.client?.core?.verify;
  if (verify && typeof verify.verifyUrlV3 === 'string') verify.verifyUrlV3 = `${verifyUrl}/v3`;
}

function createFacade() {
  // One settings object for every configuration: the WalletConnect SDK reads it when it is set
  // up, so the relay and verify URLs the page set by then are the ones it uses.
  const settings: WalletConnectSettings = {
    projectId: '',
    relayUrl: '',
    verifyUrl: '',
    metadata: { name: '', description: '', url: '', icons: [] },
  };
  let key = '';
  let latest: EvmAdapter | undefined;
  let walletConnectInner: EvmAdapter | undefined;
  let held: Held | undefined;
  let carrying: Promise<void> = Promise.resolve();
  const listeners = new Set<(change: EvmWalletChange) => void>();

  const report = (change: EvmWalletChange) => {
    for (const listener of listeners) listener(change);
  };

  /** The wallet's own changes count only from the adapter holding the connection. */
  const onInnerChange = (inner: EvmAdapter, change: EvmWalletChange) => {
    if (inner !== (held ? held.inner : latest)) return;
    if (held && change.type === 'changed') held.connection = change.connection;
    if (held && change.type === 'disconnected') held = undefined;
    report(change);
  };

  const latestAdapter = (): EvmAdapter => {
    if (!latest) throw new Error('The EVM adapter is not loaded');
    return latest;
  };

  /** Moves a browser-wallet connection to the adapter of the latest configuration. */
  const carryOver = () => {
    const from = held;
    const target = latest;
    if (!from || from.via === 'walletConnect' || !target || target === from.inner) return;
    const wallet = from.via;
    carrying = carrying.then(async () => {
      if (held !== from) return;
      const connection = await withTimeout(target.reconnect(wallet), CARRY_OVER_MS);
      // Not carried (the wallet did not answer): the old adapter keeps it, still reachable.
      if (!connection || held !== from) return;
      held = { inner: target, via: wallet, connection };
      if (!sameConnection(connection, from.connection)) report({ type: 'changed', connection });
    });
  };

  const hold = (inner: EvmAdapter, via: Via, connection: EvmConnection) => {
    held = { inner, via, connection };
    carryOver();
  };

  /** The adapter holding the connection (the latest one when nothing is connected). */
  const forConnection = async (): Promise<EvmAdapter> => {
    await carrying;
    return held?.inner ?? latestAdapter();
  };

  /** The adapter whose WalletConnect SDK serves the page: the first one to use it. */
  const forWalletConnect = async (): Promise<EvmAdapter> => {
    const inner = (walletConnectInner ??= latestAdapter());
    await pointVerifyAt(inner, settings.verifyUrl);
    return inner;
  };

  const adapter: EvmAdapter = {
    async connect(wallet, chainId) {
      const inner = latestAdapter();
      const connection = await inner.connect(wallet, chainId);
      hold(inner, wallet, connection);
      return connection;
    },
    async reconnect(wallet) {
      const inner = latestAdapter();
      const connection = await inner.reconnect(wallet);
      if (connection) hold(inner, wallet, connection);
      return connection;
    },
    async connectWalletConnect(chainId, onUri) {
      const inner = await forWalletConnect();
      const connection = await inner.connectWalletConnect(chainId, onUri);
      hold(inner, 'walletConnect', connection);
      return connection;
    },
    async reconnectWalletConnect() {
      const inner = await forWalletConnect();
      const connection = await inner.reconnectWalletConnect();
      if (connection) hold(inner, 'walletConnect', connection);
      return connection;
    },
    async onRelayStatus(listener) {
      return (await forWalletConnect()).onRelayStatus(listener);
    },
    async walletConnectProvider() {
      return (await forWalletConnect()).walletConnectProvider();
    },
    async request(args) {
      return (await forConnection()).request(args);
    },
    async getBalance(address, chainId) {
      return latestAdapter().getBalance(address, chainId);
    },
    async switchNetwork(network) {
      await (await forConnection()).switchNetwork(network);
    },
    async disconnect() {
      const inner = await forConnection();
      await inner.disconnect();
      if (held?.inner === inner) held = undefined;
    },
    async getWalletAssets(address, chainId) {
      return (await forConnection()).getWalletAssets?.(address, chainId);
    },
    onWalletChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  return Object.assign(adapter, {
    /** Takes the configuration of now: a new wagmi configuration when networks or timeout changed. */
    load(evm: readonly Network[], timeoutMs: number, walletConnect: WalletConnectSettings): EvmAdapter {
      Object.assign(settings, walletConnect);
      const nextKey = JSON.stringify([timeoutMs, evm]);
      // No EVM network any more: the adapter keeps its networks (wagmi needs one).
      if ((nextKey !== key && evm.length > 0) || !latest) {
        const inner = createEvmAdapter(evm, { timeoutMs, walletConnect: settings });
        inner.onWalletChange((change) => onInnerChange(inner, change));
        key = nextKey;
        latest = inner;
        carryOver();
      }
      return adapter;
    },
  });
}
