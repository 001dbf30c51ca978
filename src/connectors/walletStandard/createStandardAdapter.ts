import type { ChainNamespace } from '../../config/chainNamespaces';
import type { Network } from '../../config/Network';
import { ConnectorNotFoundError, InvalidWalletDataError } from '../../errors/walletRequestErrors';
import { NoAccountError } from '../../errors/connectionErrors';
import { NetworkSwitchIncompleteError } from '../../errors/modalErrors';
import type {
  AdapterSettings,
  ConnectVia,
  NamespaceAdapter,
  NativeBalance,
  PreparedTransfer,
  SentTransaction,
  SignatureRequest,
  SignInInput,
  TransactionOutcome,
  Transfer,
  WalletChange,
  WalletConnection,
} from '../NamespaceAdapter';
import type { WalletConnectLink } from '../walletConnect/WalletConnectLink';
import type { StandardAccount, StandardWallet } from './StandardWallet';
import { ProviderRpcError } from '../../provider/ProviderRpcError';
import { withTimeout } from '../../utils/withTimeout';

/**
 * The wallet the adapter holds, as a namespace's request builders see it: a browser wallet
 * (its features say what it can do, such as its own sign-in) or the WalletConnect session.
 */
export type HeldWallet =
  | { kind: 'browser'; wallet: StandardWallet; accounts: readonly StandardAccount[] }
  | { kind: 'walletConnect'; link: WalletConnectLink };

/** What one namespace adds to a Wallet Standard adapter. */
export interface StandardAdapterParts {
  namespace: ChainNamespace;
  /** The registered wallet behind a connector id. */
  findWallet(id: string): StandardWallet | undefined;
  /** Whether a wallet's value is an address of this namespace. */
  isAddress(value: unknown): value is string;
  /** The wallet's accounts of this namespace, the one to connect first. */
  accountsOf(accounts: readonly StandardAccount[]): StandardAccount[];
  /** Asks the wallet to connect (with `silent`, only if it already authorised the page). */
  connect(wallet: StandardWallet, silent: boolean): Promise<readonly StandardAccount[]>;
  /** Runs a request of this namespace's WalletConnect method set on a browser wallet. */
  request(wallet: StandardWallet, accounts: readonly StandardAccount[], network: Network, args: { method: string; params?: unknown }): Promise<unknown>;
  /** The native balance of an address on a network. */
  getBalance(address: string, network: Network, settings: AdapterSettings): Promise<NativeBalance>;
  /** Builds the wallet request for a transfer, where the namespace sends (not bip122). */
  prepareTransfer?(transfer: Transfer, network: Network, settings: AdapterSettings): Promise<PreparedTransfer>;
  /** Follows a sent transaction until it ends or `options.timeoutMs` passes. */
  waitForTransaction?(sent: SentTransaction, network: Network, options: { timeoutMs: number }, settings: AdapterSettings): Promise<TransactionOutcome>;
  /** Looks once at a sent transaction: its end, or undefined while it is pending. */
  checkTransaction?(sent: SentTransaction, network: Network, settings: AdapterSettings): Promise<TransactionOutcome | undefined>;
  /** Builds the request that signs a text with `address`, for the wallet held now (undefined: none). */
  signMessageRequest?(message: string, address: string, held: HeldWallet | undefined): SignatureRequest;
  /** Builds the sign-in request for the wallet held now: its own sign-in where it has one, else a signed text. */
  signInRequest?(input: SignInInput, held: HeldWallet | undefined): SignatureRequest;
}

type Held =
  | { kind: 'browser'; wallet: StandardWallet; accounts: StandardAccount[]; stop(): void }
  | { kind: 'walletConnect'; link: WalletConnectLink; address: string; stop(): void };

const feature = <T>(wallet: StandardWallet, name: string): T | undefined => wallet.features[name] as T | undefined;

/**
 * A namespace adapter for Wallet Standard browser wallets and the WalletConnect session's
 * namespace (Solana, Bitcoin). These wallets have no network to switch: the network is the
 * page's, and requests name it. The wallet's own account changes and disconnects arrive
 * through `standard:events`; the session's end through WalletConnect.
 */
export function createStandardAdapter(parts: StandardAdapterParts): NamespaceAdapter {
  const { namespace, prepareTransfer, waitForTransaction, checkTransaction, signMessageRequest, signInRequest } = parts;
  let settings: AdapterSettings = { networks: [], timeoutMs: 10_000 };
  let held: Held | undefined;
  let network: Network | undefined;
  const listeners = new Set<(change: WalletChange) => void>();
  const report = (change: WalletChange) => {
    for (const listener of listeners) listener(change);
  };
  const release = () => {
    held?.stop();
    held = undefined;
  };
  const current = () => network ?? settings.networks[0];
  /** What the request builders may know of the connection: the wallet, never its listeners. */
  const heldWallet = (): HeldWallet | undefined =>
    held?.kind === 'browser' ? { kind: 'browser', wallet: held.wallet, accounts: held.accounts } : held && { kind: 'walletConnect', link: held.link };

  const holdBrowser = (wallet: StandardWallet, accounts: StandardAccount[]): string => {
    const [first] = accounts;
    if (!parts.isAddress(first?.address)) throw new InvalidWalletDataError('address', first?.address);
    release();
    const events = feature<{ on(event: 'change', listener: (properties: { accounts?: readonly StandardAccount[] }) => void): unknown }>(wallet, 'standard:events');
    const off = events?.on('change', (properties) => {
        const changed = properties?.accounts;
        if (!changed || held?.kind !== 'browser' || held.wallet !== wallet) return;
        const next = parts.accountsOf(changed);
        const [account] = next;
        if (!account) {
          release();
          report({ type: 'disconnected' });
        } else if (!parts.isAddress(account.address)) {
          report({ type: 'rejected', event: 'change', value: account.address });
        } else if (account.address !== held.accounts[0]?.address) {
          held = { ...held, accounts: next };
          report({ type: 'changed', connection: { address: account.address, caipNetworkId: current()?.caipNetworkId ?? '' } });
        }
      });
    // Whatever the wallet returned as its unsubscribe: only a function is called, and never lets a throw out.
    const stop = () => {
      try {
        if (typeof off === 'function') off();
      } catch {
        // The wallet's own unsubscribe failed: we stop listening to it all the same.
      }
    };
    held = { kind: 'browser', wallet, accounts, stop };
    return first.address;
  };

  /** The address of the session's account on a network, or none: never another network's, which would be shown as this one's. */
  const sessionAddressOn = (accounts: readonly string[], on: Network | undefined) =>
    on && accounts.find((candidate) => candidate.startsWith(`${on.caipNetworkId}:`))?.slice(on.caipNetworkId.length + 1);

  /** Holds the session's account on the network asked, else on another of the page's networks of this namespace; the network it is on. */
  const holdWalletConnect = (link: WalletConnectLink, asked: Network): { address: string; target: Network } => {
    const accounts = link.accounts(namespace);
    const target = sessionAddressOn(accounts, asked) ? asked : settings.networks.find((candidate) => sessionAddressOn(accounts, candidate));
    if (!target) throw new NoAccountError(`the session holds no ${namespace} account on the page's networks`);
    const address = sessionAddressOn(accounts, target);
    if (!parts.isAddress(address)) throw new InvalidWalletDataError('address', address);
    release();
    const stop = link.onEvent(namespace, (event) => {
      if (held?.kind !== 'walletConnect' || held.link !== link) return;
      if (event.type === 'ended') {
        release();
        report({ type: 'disconnected' });
        return;
      }
      // The wallet changed what the session holds (or said so by an event): read it again.
      const now = link.accounts(namespace);
      const target = current();
      // None left on the network in use: nothing is connected there.
      const nextAddress = sessionAddressOn(now, target);
      if (nextAddress === undefined) {
        release();
        report({ type: 'disconnected' });
      } else if (!parts.isAddress(nextAddress)) {
        report({ type: 'rejected', event: 'session', value: nextAddress });
      } else if (nextAddress !== held.address) {
        held = { ...held, address: nextAddress };
        report({ type: 'changed', connection: { address: nextAddress, caipNetworkId: target?.caipNetworkId ?? '' } });
      }
    });
    held = { kind: 'walletConnect', link, address, stop };
    return { address, target };
  };

  const connectVia = async (via: ConnectVia, requested: Network | undefined, silent: boolean): Promise<WalletConnection | undefined> => {
    let target = requested ?? current();
    if (!target) throw new ConnectorNotFoundError(namespace);
    let address: string;
    if (via.kind === 'walletConnect') {
      ({ address, target } = holdWalletConnect(via.link, target));
    } else if (via.kind === 'browser') {
      const wallet = parts.findWallet(via.walletId);
      if (!wallet) throw new ConnectorNotFoundError(via.walletId);
      // A restore must settle: a wallet that refuses a silent connect is not restored, and one
      // that does not answer it throws (the restore keeps it for the next visit).
      const answered = silent
        ? await withTimeout(parts.connect(wallet, true).catch(() => undefined), settings.timeoutMs, 'The wallet')
        : await parts.connect(wallet, false);
      if (!answered) return undefined;
      const accounts = parts.accountsOf(Array.isArray(answered) ? answered.slice(0, 20) : []);
      if (!accounts.length) return undefined;
      address = holdBrowser(wallet, accounts);
    } else {
      throw new ConnectorNotFoundError(`${namespace} embedded wallet`);
    }
    network = target;
    return { address, caipNetworkId: target.caipNetworkId };
  };

  return {
    namespace,
    configure(next) {
      settings = next;
    },
    async connect(via, requested) {
      const connection = await connectVia(via, requested, false);
      if (!connection) throw new InvalidWalletDataError('address', undefined);
      return connection;
    },
    restore: (via, requested) => connectVia(via, requested, true),
    async disconnect() {
      const was = held;
      release();
      const leave = was?.kind === 'browser' ? feature<{ disconnect(): Promise<void> }>(was.wallet, 'standard:disconnect') : undefined;
      // The visitor asked to leave: a wallet that does not answer does not keep them waiting.
      if (leave) await withTimeout(Promise.resolve(leave.disconnect()), settings.timeoutMs, 'The wallet').catch(() => undefined);
    },
    canSwitchNetwork: () => true,
    async switchNetwork(next) {
      // The network is the page's: the wallet signs for whichever one a request names. The
      // account follows it: its CAIP address names the network, and a WalletConnect session
      // holds its own address there, or none (then the wallet did not move there).
      const was = held;
      let address = was?.kind === 'browser' ? was.accounts[0]?.address : was?.address;
      if (was?.kind === 'walletConnect') {
        const candidate = sessionAddressOn(was.link.accounts(namespace), next);
        if (!parts.isAddress(candidate)) {
          throw new NetworkSwitchIncompleteError({ caipNetworkId: next.caipNetworkId, networkName: next.name, cause: new NoAccountError(`the session holds no account on ${next.caipNetworkId}`) });
        }
        address = candidate;
        held = { ...was, address: candidate };
      }
      network = next;
      if (!was) return;
      if (address) report({ type: 'changed', connection: { address, caipNetworkId: next.caipNetworkId } });
    },
    async request(args) {
      const was = held;
      const target = current();
      if (!was || !target) throw new ProviderRpcError(4100, 'Connector not connected');
      if (was.kind === 'walletConnect') return was.link.request(args, target.caipNetworkId);
      return parts.request(was.wallet, was.accounts, target, args);
    },
    abortRequests() {
      // Wallet Standard wallets and WalletConnect cannot be told to drop a pending request.
    },
    isAddress: (value) => parts.isAddress(value),
    getBalance: (address, at) => parts.getBalance(address, at, settings),
    // Sending, where the namespace's parts can: the methods stay absent otherwise.
    ...(prepareTransfer && { prepareTransfer: (transfer: Transfer, at: Network) => prepareTransfer(transfer, at, settings) }),
    ...(waitForTransaction && {
      waitForTransaction: (sent: SentTransaction, at: Network, options: { timeoutMs: number }) => waitForTransaction(sent, at, options, settings),
    }),
    ...(checkTransaction && { checkTransaction: (sent: SentTransaction, at: Network) => checkTransaction(sent, at, settings) }),
    // Signing a text and signing in, where the namespace's parts build them for the wallet held.
    ...(signMessageRequest && { signMessageRequest: (message: string, address: string) => signMessageRequest(message, address, heldWallet()) }),
    ...(signInRequest && { signInRequest: (input: SignInInput) => signInRequest(input, heldWallet()) }),
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
