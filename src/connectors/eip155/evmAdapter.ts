import type { Network } from '../../config/Network';
import { ConnectorNotFoundError, InvalidWalletDataError } from '../../errors/walletRequestErrors';
import { invalidEvmConnectionField } from '../../utils/invalidEvmConnectionField';
import type { AdapterSettings, ConnectVia, NamespaceAdapter, WalletChange, WalletConnection } from '../NamespaceAdapter';
import { guardProviderEvents } from './eip6963/guardProviderEvents';
import { $injectedWallets } from './eip6963/injectedWallets';
import { EMBEDDED_ID } from '../embedded/embeddedId';
import { WALLET_CONNECT_ID } from '../walletConnect/walletConnectId';
import { createWagmiClient, type EvmConnection, type EvmTarget, type WagmiClient } from './createWagmiClient';
import { embeddedEip1193 } from './embeddedEip1193';
import { walletConnectEip1193 } from './walletConnectEip1193';
import { pollingIntervalOf } from '../../config/transactionTiming';
import { getAddress } from 'viem';
import { isValidAddress } from '../../utils/validateAddress';
import { evmSignInRequest, evmSignMessageRequest } from './signIn/evmSignatureRequests';
import { prepareEvmCall, prepareEvmTransfer } from './transfer/prepareEvmTransfer';
import { prepareEvmCalls } from './transfer/prepareEvmCalls';
import { checkEvmTransaction, waitForEvmTransaction } from './transfer/waitForEvmTransaction';
import { withTimeout } from '../../utils/withTimeout';
import { NamespaceNotConfiguredError } from '../../errors/modalErrors';

/** How long carrying a connection over to a new configuration may take. */
const CARRY_OVER_MS = 5_000;

/** A connection and the wagmi client (of one configuration) that holds it. */
interface Held {
  client: WagmiClient;
  target: EvmTarget;
  connection: EvmConnection;
}

/**
 * An eip155 adapter: it holds one connection (each wallet connected at once has its own).
 * This module is its own chunk, with @wagmi/core and viem, loaded on first need. A new
 * configuration (networks, RPC timeout) builds a new wagmi client under it, and the live
 * connection is carried over to it (restored without a prompt), never orphaned; until then
 * disconnect, requests and switches go to the client that holds it.
 */
export function evmAdapter(): NamespaceAdapter {
  return createEvmAdapter();
}

const sameConnection = (a: EvmConnection, b: EvmConnection) => a.address === b.address && a.chainId === b.chainId;
const toWalletConnection = ({ address, chainId }: EvmConnection): WalletConnection => ({ address, caipNetworkId: `eip155:${chainId}` });

/** A wallet is outside input: an account or chain that is not one is never passed on. */
function checked(connection: EvmConnection): WalletConnection {
  const invalid = invalidEvmConnectionField(connection);
  if (invalid) throw new InvalidWalletDataError(invalid, connection[invalid]);
  return toWalletConnection(connection);
}

function createEvmAdapter(): NamespaceAdapter {
  let key = '';
  let networks: readonly Network[] = [];
  let latest: WagmiClient | undefined;
  let held: Held | undefined;
  let carrying: Promise<void> = Promise.resolve();
  const listeners = new Set<(change: WalletChange) => void>();

  const report = (change: WalletChange) => {
    for (const listener of listeners) listener(change);
  };
  const reportConnection = (connection: EvmConnection) => {
    const invalid = invalidEvmConnectionField(connection);
    if (invalid) report({ type: 'rejected', event: invalid, value: connection[invalid] });
    else report({ type: 'changed', connection: toWalletConnection(connection) });
  };

  /** The wallet's own changes count only from the client holding the connection. */
  const onClientChange = (client: WagmiClient, change: Parameters<Parameters<WagmiClient['onChange']>[0]>[0]) => {
    if (client !== (held ? held.client : latest)) return;
    if (change.type === 'changed') {
      if (held) held.connection = change.connection;
      reportConnection(change.connection);
      return;
    }
    held = undefined;
    report(change);
  };

  const latestClient = (): WagmiClient => {
    if (!latest) throw new NamespaceNotConfiguredError('eip155');
    return latest;
  };

  /** Moves the connection to the client of the latest configuration. */
  const carryOver = () => {
    const from = held;
    const target = latest;
    if (!from || !target || target === from.client) return;
    carrying = carrying.then(async () => {
      if (held !== from) return;
      const connection = await withTimeout(target.reconnect(from.target), CARRY_OVER_MS, 'The wallet').catch(() => undefined);
      // Not carried (the wallet did not answer): the old client keeps it, still reachable.
      if (!connection || held !== from) return;
      held = { client: target, target: from.target, connection };
      if (!sameConnection(connection, from.connection)) reportConnection(connection);
    });
  };

  /** The client holding the connection (the latest one when nothing is connected). */
  const forConnection = async (): Promise<WagmiClient> => {
    await carrying;
    return held?.client ?? latestClient();
  };

  /** The wallet behind a way of connecting, as wagmi connects it; its events reach wagmi only when well-formed. */
  const targetOf = (via: ConnectVia, chainId: number | undefined): EvmTarget => {
    const onRejected = ({ event, value }: { event: string; value: unknown }) => report({ type: 'rejected', event, value });
    if (via.kind === 'embedded') {
      const rpcUrlOf = (id: number) => networks.find((network) => Number(network.id) === id)?.rpcUrls.default.http[0];
      return {
        id: EMBEDDED_ID,
        name: via.link.user.email ? 'Email' : 'Embedded wallet',
        provider: guardProviderEvents(embeddedEip1193(via.link, chainId, rpcUrlOf), onRejected),
        abort: () => via.link.abort(),
      };
    }
    if (via.kind === 'walletConnect') {
      return { id: WALLET_CONNECT_ID, name: 'WalletConnect', provider: guardProviderEvents(walletConnectEip1193(via.link, chainId, () => networks.map((network) => Number(network.id))), onRejected) };
    }
    const wallet = $injectedWallets.get().find((candidate) => candidate.rdns === via.walletId);
    if (!wallet) throw new ConnectorNotFoundError(via.walletId);
    return { id: wallet.rdns, name: wallet.name, icon: wallet.icon, provider: guardProviderEvents(wallet.provider, onRejected) };
  };

  const hold = (client: WagmiClient, target: EvmTarget, connection: EvmConnection): WalletConnection => {
    const result = checked(connection);
    held = { client, target, connection };
    carryOver();
    return result;
  };

  return {
    namespace: 'eip155',
    configure(settings: AdapterSettings) {
      const nextKey = JSON.stringify([settings.timeoutMs, settings.networks]);
      // No EVM network any more: the adapter keeps its networks (wagmi needs one).
      if ((nextKey === key || settings.networks.length === 0) && latest) return;
      networks = settings.networks;
      const client = createWagmiClient(settings.networks, settings.timeoutMs);
      client.onChange((change) => onClientChange(client, change));
      key = nextKey;
      latest = client;
      carryOver();
    },
    async connect(via, network: Network | undefined) {
      const client = latestClient();
      const chainId = network ? Number(network.id) : undefined;
      const target = targetOf(via, chainId);
      return hold(client, target, await client.connect(target, chainId));
    },
    async restore(via, network) {
      const client = latestClient();
      const target = targetOf(via, network ? Number(network.id) : undefined);
      const connection = await client.reconnect(target);
      return connection ? hold(client, target, connection) : undefined;
    },
    async disconnect() {
      const client = await forConnection();
      await client.disconnect();
      if (held?.client === client) held = undefined;
    },
    canSwitchNetwork: () => true,
    async switchNetwork(network) {
      await (await forConnection()).switchChain(Number(network.id));
    },
    async request(args) {
      return (await forConnection()).request(args);
    },
    abortRequests() {
      held?.target.abort?.();
    },
    async getBalance(address, network) {
      return latestClient().getBalance(address, Number(network.id));
    },
    async getWalletAssets(address, network) {
      return (await forConnection()).getWalletAssets(address, Number(network.id));
    },
    isAddress: (value) => isValidAddress(value),
    isMiscasedAddress: (value) => !isValidAddress(value) && isValidAddress(value, { strict: false }),
    displayAddress: (address) => getAddress(address),
    signMessageRequest: evmSignMessageRequest,
    signInRequest: evmSignInRequest,
    prepareTransfer: (transfer, network) => prepareEvmTransfer(latestClient().chainClient(Number(network.id)), transfer, network),
    prepareCall: (from, call, network) => prepareEvmCall(latestClient().chainClient(Number(network.id)), from, call, network),
    prepareCalls: (from, calls, network, options) => prepareEvmCalls(latestClient().chainClient(Number(network.id)), from, calls, network, options),
    waitForTransaction: (sent, network, { timeoutMs }) =>
      waitForEvmTransaction(latestClient().chainClient(Number(network.id)), sent, { timeoutMs, pollingInterval: pollingIntervalOf(network) }),
    checkTransaction: (sent, network) => checkEvmTransaction(latestClient().chainClient(Number(network.id)), sent),
    // In a chunk of its own: only a smart-session request naming a token reads one.
    readTokenMetadata: (token, network) =>
      import('./readEvmTokenMetadata').then(({ readEvmTokenMetadata }) => readEvmTokenMetadata(latestClient().chainClient(Number(network.id)), token)),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
