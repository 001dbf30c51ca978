import { computed } from 'nanostores';
import type { BrowserWallet } from '../../BrowserWallet';
import type { WalletDiscovery } from '../../lazyDiscovery';
import { $injectedWallets, startInjectedDiscovery } from './injectedWallets';

/** eip155's browser wallets: those that announce themselves through EIP-6963, by rdns. */
export const eip155Discovery: WalletDiscovery = {
  start: () => void startInjectedDiscovery(),
  $wallets: computed($injectedWallets, (wallets): readonly BrowserWallet[] =>
    wallets.map((wallet) => ({ id: wallet.rdns, name: wallet.name, icon: wallet.icon, namespace: 'eip155' })),
  ),
};
