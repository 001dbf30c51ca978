import { computed } from 'nanostores';
import type { BrowserWallet } from '../BrowserWallet';
import type { NamespaceConnector } from '../NamespaceConnector';
import { $injectedWallets, startInjectedDiscovery } from './eip6963/injectedWallets';

/**
 * eip155 (EVM) as registered: browser wallets announced through EIP-6963, what a
 * WalletConnect session must carry for it, and the adapter (wagmi, viem) in its own chunk.
 */
export const eip155Connector: NamespaceConnector = {
  namespace: 'eip155',
  discover: () => void startInjectedDiscovery(),
  $wallets: computed($injectedWallets, (wallets): readonly BrowserWallet[] =>
    wallets.map((wallet) => ({ id: wallet.rdns, name: wallet.name, icon: wallet.icon, namespace: 'eip155' })),
  ),
  walletConnect: {
    methods: [
      'eth_sendTransaction',
      'personal_sign',
      'eth_signTypedData_v4',
      'eth_sign',
      'wallet_switchEthereumChain',
      'wallet_addEthereumChain',
      'wallet_getCapabilities',
      'wallet_sendCalls',
      'wallet_getCallsStatus',
    ],
    events: ['chainChanged', 'accountsChanged'],
  },
  embedded: true,
  load: () => import('./evmAdapter').then(({ evmAdapter }) => evmAdapter()),
};
