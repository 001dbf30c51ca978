import { InvalidWalletDataError } from '../../errors/walletRequestErrors';
import type { NamespaceAdapter } from '../NamespaceAdapter';
import type { StandardAccount, StandardWallet } from '../walletStandard/StandardWallet';
import { createStandardAdapter } from '../walletStandard/createStandardAdapter';
import { fetchPolkadotBalance } from './fetchPolkadotBalance';
import type { InjectedExtension, InjectedPolkadot } from './InjectedPolkadot';
import { findPolkadotExtension } from './lookForPolkadotExtensions';
import { isPolkadotAddress } from './isPolkadotAddress';
import { askExtension, requestInjectedPolkadot } from './requestInjectedPolkadot';

/** An extension seen through the Wallet Standard's eyes, and what it gave the page once enabled. */
interface Held {
  extension: InjectedExtension;
  injected?: InjectedPolkadot;
}

const held = new WeakMap<StandardWallet, Held>();
const wallets = new WeakMap<InjectedExtension, StandardWallet>();

/** The extension's accounts as they came (untrusted); accountsOf keeps the usable ones. */
const listOf = (accounts: unknown) => (Array.isArray(accounts) ? (accounts.slice(0, 20) as StandardAccount[]) : []);

/**
 * An extension as the shared adapter holds wallets: the standard's `change` event is the
 * extension's accounts.subscribe (once it is enabled). Made once per extension object.
 */
function standardOf(extension: InjectedExtension): StandardWallet {
  let wallet = wallets.get(extension);
  if (!wallet) {
    const state: Held = { extension };
    wallet = {
      name: '',
      icon: '',
      chains: [],
      accounts: [],
      features: {
        'standard:events': {
          on: (_event: 'change', listener: (properties: { accounts: readonly StandardAccount[] }) => void) =>
            state.injected?.accounts.subscribe((accounts) => listener({ accounts: listOf(accounts) })),
        },
      },
    };
    held.set(wallet, state);
    wallets.set(extension, wallet);
  }
  return wallet;
}

/**
 * A polkadot adapter (one per connection), in its own chunk: browser extensions through the injected
 * interface (`window.injectedWeb3`: enable, accounts, signer) and the WalletConnect session's
 * polkadot namespace, held like the Wallet Standard's wallets (the network is the page's:
 * extensions sign for the genesis hash a payload names). Requests speak WalletConnect's
 * polkadot method set, mapped onto the extension's signer. The account is the first SS58 one
 * (an `ethereum` account is an EVM one); balances come from the data service's balance call.
 */
export function polkadotAdapter(): NamespaceAdapter {
  return createStandardAdapter({
    namespace: 'polkadot',
    findWallet: (id) => {
      const extension = findPolkadotExtension(id);
      return extension && standardOf(extension);
    },
    isAddress: isPolkadotAddress,
    accountsOf: (accounts) => accounts.filter((account) => (account as { type?: unknown })?.type !== 'ethereum' && isPolkadotAddress(account?.address)),
    async connect(wallet, _silent) {
      // An origin the extension authorised before is enabled again without a prompt.
      const state = held.get(wallet) as Held;
      const injected = await askExtension(() => state.extension.enable(globalThis.location?.host || 'this page'));
      if (typeof injected?.accounts?.get !== 'function') throw new InvalidWalletDataError('address', injected);
      state.injected = injected;
      return listOf(await injected.accounts.get());
    },
    request: (wallet, accounts, _network, args) => requestInjectedPolkadot(held.get(wallet)?.injected as InjectedPolkadot, accounts, args),
    async getBalance(address, network, { dataService }) {
      const value = await fetchPolkadotBalance(address, network, dataService);
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol };
    },
  });
}
