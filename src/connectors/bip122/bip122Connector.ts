import type { NamespaceConnector } from '../NamespaceConnector';
import { startStandardDiscovery } from '../walletStandard/standardWallets';
import { standardWalletsFor } from '../walletStandard/standardWalletsFor';

/** Bitcoin's Wallet Standard wallets: with standard:connect and bitcoin:signMessage. */
export const bip122Wallets = standardWalletsFor('bip122', ['standard:connect', 'bitcoin:signMessage']);

/**
 * bip122 (Bitcoin) as registered: browser wallets found through the Wallet Standard's
 * bitcoin features, what a WalletConnect session must carry for it, and the adapter in its
 * own chunk.
 */
export const bip122Connector: NamespaceConnector = {
  namespace: 'bip122',
  discover: () => startStandardDiscovery(),
  $wallets: bip122Wallets,
  walletConnect: { methods: ['sendTransfer', 'getAccountAddresses', 'signMessage', 'signPsbt'], events: ['bip122_addressesChanged'] },
  embedded: false,
  load: () => import('./bip122Adapter').then(({ bip122Adapter }) => bip122Adapter()),
};
