import type { NamespaceConnector } from '../NamespaceConnector';
import type { PolkadotProvider } from './PolkadotProvider';
import { createPolkadotProvider } from './createPolkadotProvider';
import { $polkadotWallets, discoverPolkadotExtensions } from './injectedPolkadotWallets';
import { POLKADOT_NETWORKS } from './polkadotNetworks';

/**
 * polkadot as registered: browser extensions found in `window.injectedWeb3`, WalletConnect's
 * polkadot method set, Polkadot and Westend, and the adapter in its own chunk. No namespace
 * feature (sending, swaps, names…) is offered: the wallet connects, shows its address and
 * balance, receives, and the page signs through getProvider('polkadot').
 */
export const polkadotConnector: NamespaceConnector<PolkadotProvider> & { namespace: 'polkadot' } = {
  namespace: 'polkadot',
  discover: discoverPolkadotExtensions,
  $wallets: $polkadotWallets,
  walletConnect: { methods: ['polkadot_signTransaction', 'polkadot_signMessage'], events: ['chainChanged', 'accountsChanged'] },
  embedded: false,
  load: () => import('./polkadotAdapter').then(({ polkadotAdapter }) => polkadotAdapter()),
  networks: POLKADOT_NETWORKS,
  accountTypes: ['eoa'],
  features: [],
  loadRpcMethods: async () => ({ polkadot_signMessage: 'unsafe', polkadot_signTransaction: 'unsafe' }),
  createProvider: createPolkadotProvider,
};
