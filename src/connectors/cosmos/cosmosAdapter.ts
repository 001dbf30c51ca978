import type { NamespaceAdapter } from '../NamespaceAdapter';
import { createStandardAdapter } from '../walletStandard/createStandardAdapter';
import { $cosmosWallets, findCosmosWallet } from './cosmosWallets';
import { fetchCosmosBalance } from './fetchCosmosBalance';
import { isCosmosAddress } from './isCosmosAddress';
import { keplrAccounts, type CosmosAccount } from './keplrAccounts';
import { keplrStandardWallet, type KeplrStandardWallet } from './keplrStandardWallet';
import { requestKeplr } from './requestKeplr';

/**
 * A cosmos adapter (one per connection), in its own chunk: Keplr-style browser wallets and the WalletConnect
 * session's cosmos namespace, through the one adapter of browser wallets and sessions
 * (createStandardAdapter; the Keplr interface is shaped to it by keplrStandardWallet). The
 * wallet is enabled for every Cosmos network the page configures; the balance comes from the
 * data service's balance call. Requests speak WalletConnect's cosmos method set.
 */
export function cosmosAdapter(): NamespaceAdapter {
  let chainIds: readonly string[] = [];
  const base = createStandardAdapter({
    namespace: 'cosmos',
    findWallet(id) {
      const keplr = findCosmosWallet(id);
      const name = $cosmosWallets.get().find((wallet) => wallet.id === id)?.name ?? id;
      return keplr && keplrStandardWallet(keplr, name, () => chainIds);
    },
    isAddress: isCosmosAddress,
    accountsOf: (accounts) => accounts.filter((account) => isCosmosAddress(account?.address)),
    async connect(wallet) {
      const { keplr } = wallet as KeplrStandardWallet;
      // Enabling a chain the page was already allowed on does not prompt: a restore stays silent.
      await keplr.enable([...chainIds]);
      return keplrAccounts(keplr, chainIds);
    },
    request: (wallet, accounts, network, args) => requestKeplr((wallet as KeplrStandardWallet).keplr, accounts as readonly CosmosAccount[], network, args),
    async getBalance(address, network, { dataService }) {
      const value = await fetchCosmosBalance(address, network, dataService);
      return { value, decimals: network.nativeCurrency.decimals, symbol: network.nativeCurrency.symbol };
    },
  });
  return {
    ...base,
    configure(settings) {
      chainIds = settings.networks.map((network) => String(network.id));
      base.configure(settings);
    },
  };
}
