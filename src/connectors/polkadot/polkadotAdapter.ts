import type { Network } from '../../config/Network';
import { ConnectorNotFoundError, InvalidWalletDataError, NotConnectedError } from '../../errors/connectionErrors';
import type { AdapterSettings, ConnectVia, NamespaceAdapter, WalletChange, WalletConnection } from '../NamespaceAdapter';
import type { WalletConnectLink } from '../walletConnect/WalletConnectLink';
import { withTimeout } from '../walletStandard/createStandardAdapter';
import { fetchPolkadotBalance } from './fetchPolkadotBalance';
import type { InjectedAccount, InjectedPolkadot } from './InjectedPolkadot';
import { $polkadotWallets } from './injectedPolkadotWallets';
import { isPolkadotAddress } from './isPolkadotAddress';
import { requestInjectedPolkadot } from './requestInjectedPolkadot';

type Held =
  | { kind: 'browser'; injected: InjectedPolkadot; accounts: InjectedAccount[]; stop(): void }
  | { kind: 'walletConnect'; link: WalletConnectLink; address: string; stop(): void };

/** The extension's accounts we can use: SS58 addresses (an `ethereum` account is an EVM one), at most 20. */
function polkadotAccounts(list: unknown): InjectedAccount[] {
  if (!Array.isArray(list)) return [];
  return list
    .slice(0, 20)
    .filter((account): account is InjectedAccount => !!account && typeof account === 'object' && account.type !== 'ethereum' && isPolkadotAddress(account.address))
    .map((account) => ({ address: account.address, ...(typeof account.type === 'string' ? { type: account.type } : {}) }));
}

/** The address of a CAIP-10 account (`polkadot:<genesis>:<ss58>`). */
const addressOf = (account: string | undefined) => account?.split(':').slice(2).join(':');

/** Whatever a wallet returned as its unsubscribe: only a function is called, and never lets a throw out. */
const stopper = (off: unknown) => () => {
  try {
    if (typeof off === 'function') off();
  } catch {
    // The wallet's own unsubscribe failed: we stop listening to it all the same.
  }
};

let adapter: NamespaceAdapter | undefined;

/**
 * The page's polkadot adapter, in its own chunk: browser extensions through the injected
 * interface (`window.injectedWeb3`: enable, accounts, signer) and the WalletConnect session's
 * polkadot namespace. Requests speak WalletConnect's polkadot method set, mapped onto the
 * extension's signer for browser wallets. The network is the page's: extensions sign for the
 * genesis hash a payload names. Balances come from the data service's balance call.
 */
export function polkadotAdapter(): NamespaceAdapter {
  if (adapter) return adapter;
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
  const changedTo = (address: string) => report({ type: 'changed', connection: { address, caipNetworkId: current()?.caipNetworkId ?? '' } });

  const holdBrowser = (injected: InjectedPolkadot, accounts: InjectedAccount[]): string => {
    const [first] = accounts;
    if (!first) throw new InvalidWalletDataError('address', undefined);
    release();
    const listener = (list: unknown) => {
      if (held?.kind !== 'browser' || held.injected !== injected) return;
      const next = polkadotAccounts(list);
      const [account] = next;
      if (!account) {
        release();
        report({ type: 'disconnected' });
      } else if (account.address !== held.accounts[0]?.address) {
        held = { ...held, accounts: next };
        changedTo(account.address);
      } else {
        held = { ...held, accounts: next };
      }
    };
    held = { kind: 'browser', injected, accounts, stop: () => undefined };
    let off: unknown;
    try {
      off = injected.accounts.subscribe(listener);
    } catch {
      // An extension without a working subscribe: its account changes do not reach us.
    }
    const stop = stopper(off);
    // The extension may answer a subscribe at once, even with no account: then it is already let go.
    if (held?.kind === 'browser' && held.injected === injected) held = { ...held, stop };
    else stop();
    return first.address;
  };

  const holdWalletConnect = (link: WalletConnectLink, target: Network): string => {
    const accounts = link.accounts('polkadot');
    const address = addressOf(accounts.find((candidate) => candidate.startsWith(`${target.caipNetworkId}:`)) ?? accounts[0]);
    if (!isPolkadotAddress(address)) throw new InvalidWalletDataError('address', address);
    release();
    const stop = link.onEvent('polkadot', (event) => {
      if (held?.kind !== 'walletConnect' || held.link !== link) return;
      if (event.type === 'ended') {
        release();
        report({ type: 'disconnected' });
        return;
      }
      const now = link.accounts('polkadot');
      const there = current();
      const next = (there && now.find((candidate) => candidate.startsWith(`${there.caipNetworkId}:`))) ?? now[0];
      const nextAddress = addressOf(next);
      if (!next) {
        release();
        report({ type: 'disconnected' });
      } else if (!isPolkadotAddress(nextAddress)) {
        report({ type: 'rejected', event: 'session', value: nextAddress });
      } else if (nextAddress !== held.address) {
        held = { ...held, address: nextAddress };
        changedTo(nextAddress);
      }
    });
    held = { kind: 'walletConnect', link, address, stop };
    return address;
  };

  /** Enables the extension for the page and reads its accounts; a restore that gets no answer in time is no restore. */
  const enable = async (walletId: string, silent: boolean): Promise<{ injected: InjectedPolkadot; accounts: InjectedAccount[] } | undefined> => {
    const extension = $polkadotWallets.find(walletId);
    if (!extension) throw new ConnectorNotFoundError(walletId);
    const origin = globalThis.location?.host || 'this page';
    const ask = async () => {
      const injected = await extension.enable(origin);
      if (!injected || typeof injected.accounts?.get !== 'function') throw new InvalidWalletDataError('address', injected);
      return { injected, accounts: polkadotAccounts(await injected.accounts.get()) };
    };
    return silent ? withTimeout(ask(), settings.timeoutMs, 'The wallet').catch(() => undefined) : ask();
  };

  const connectVia = async (via: ConnectVia, requested: Network | undefined, silent: boolean): Promise<WalletConnection | undefined> => {
    const target = requested ?? current();
    if (!target) throw new ConnectorNotFoundError('polkadot');
    let address: string;
    if (via.kind === 'walletConnect') {
      address = holdWalletConnect(via.link, target);
    } else if (via.kind === 'browser') {
      const enabled = await enable(via.walletId, silent);
      if (!enabled?.accounts.length) {
        if (silent) return undefined;
        throw new InvalidWalletDataError('address', undefined);
      }
      address = holdBrowser(enabled.injected, enabled.accounts);
    } else {
      throw new ConnectorNotFoundError('polkadot embedded wallet');
    }
    network = target;
    return { address, caipNetworkId: target.caipNetworkId };
  };

  adapter = {
    namespace: 'polkadot',
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
      // The injected interface has no disconnect: the page stops listening and forgets the accounts.
      release();
    },
    canSwitchNetwork: () => true,
    async switchNetwork(next) {
      // The network is the page's; a WalletConnect session may hold another address there.
      network = next;
      const was = held;
      if (!was) return;
      let address = was.kind === 'browser' ? was.accounts[0]?.address : was.address;
      if (was.kind === 'walletConnect') {
        const there = addressOf(was.link.accounts('polkadot').find((candidate) => candidate.startsWith(`${next.caipNetworkId}:`)));
        if (isPolkadotAddress(there)) {
          address = there;
          held = { ...was, address: there };
        }
      }
      if (address) report({ type: 'changed', connection: { address, caipNetworkId: next.caipNetworkId } });
    },
    async request(args) {
      const was = held;
      const target = current();
      if (!was || !target) throw new NotConnectedError();
      if (was.kind === 'walletConnect') return was.link.request(args, target.caipNetworkId);
      return requestInjectedPolkadot(was.injected, was.accounts, args);
    },
    abortRequests() {
      // Extensions and WalletConnect cannot be told to drop a pending request.
    },
    isAddress: (value) => isPolkadotAddress(value),
    async getBalance(address, at) {
      const value = await fetchPolkadotBalance(address, at, settings.dataService);
      return { value, decimals: at.nativeCurrency.decimals, symbol: at.nativeCurrency.symbol };
    },
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  return adapter;
}
