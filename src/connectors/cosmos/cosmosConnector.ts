import type { NamespaceConnector } from '../NamespaceConnector';
import type { CosmosProvider } from './CosmosProvider';
import { COSMOS_NETWORKS } from './cosmosNetworks';
import { createCosmosProvider } from './createCosmosProvider';
import { lazyDiscovery } from '../lazyDiscovery';

/**
 * cosmos as registered: Keplr-style browser wallets (window.keplr, window.leap), WalletConnect's
 * cosmos method set, the Cosmos Hub networks, and the adapter in its own chunk. It signs
 * (ADR-36, amino, direct) but neither sends nor signs in through the modal.
 */
export const cosmosConnector: NamespaceConnector<CosmosProvider> & { namespace: 'cosmos' } = {
  namespace: 'cosmos',
  ...lazyDiscovery(() => import('./cosmosWallets').then(({ $cosmosWallets, discoverCosmosWallets }) => ({ start: () => discoverCosmosWallets(), $wallets: $cosmosWallets }))),
  walletConnect: { methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'], events: ['chainChanged', 'accountsChanged'] },
  embedded: false,
  load: () => import('./cosmosAdapter').then(({ cosmosAdapter }) => cosmosAdapter()),
  networks: COSMOS_NETWORKS,
  accountTypes: ['eoa'],
  features: [],
  loadRpcMethods: async () => ({ cosmos_getAccounts: 'safe', cosmos_signDirect: 'unsafe', cosmos_signAmino: 'unsafe' }),
  createProvider: createCosmosProvider,
};
