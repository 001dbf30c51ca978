import type { NamespaceConnector } from '../NamespaceConnector';
import { lazyDiscovery } from '../lazyDiscovery';
import { BIP122_NETWORKS } from './bip122Networks';
import { createBip122Provider } from './provider/createBip122Provider';
import type { Bip122Provider } from './provider/Bip122Provider';

/**
 * bip122 (Bitcoin) as registered: browser wallets found through the Wallet Standard's
 * bitcoin features, what a WalletConnect session must carry for it, the adapter in its own
 * chunk, Bitcoin and its testnet, sign-in, and the host's provider. Its account types are the
 * address kinds a Bitcoin wallet picks from (spec §9).
 */
export const bip122Connector: NamespaceConnector<Bip122Provider> & { namespace: 'bip122' } = {
  namespace: 'bip122',
  ...lazyDiscovery(() => import('./bip122Wallets').then(({ bip122Wallets }) => bip122Wallets.discovery)),
  walletConnect: { methods: ['sendTransfer', 'getAccountAddresses', 'signMessage', 'signPsbt'], events: ['bip122_addressesChanged'] },
  embedded: false,
  load: () => import('./bip122Adapter').then(({ bip122Adapter }) => bip122Adapter()),
  networks: BIP122_NETWORKS,
  accountTypes: ['payment', 'ordinal', 'stx'],
  features: ['siwx'],
  loadRpcMethods: async () => ({ getAccountAddresses: 'safe', signMessage: 'unsafe', signPsbt: 'unsafe', sendTransfer: 'unsafe' }),
  createProvider: createBip122Provider,
};
