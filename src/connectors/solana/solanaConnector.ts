import type { NamespaceConnector } from '../NamespaceConnector';
import { startStandardDiscovery } from '../walletStandard/standardWallets';
import { standardWalletsFor } from '../walletStandard/standardWalletsFor';

/**
 * solana as registered: browser wallets found through the Wallet Standard, what a
 * WalletConnect session must carry for it, and the adapter (@solana/web3.js) in its own chunk.
 */
export const solanaConnector: NamespaceConnector = {
  namespace: 'solana',
  discover: () => startStandardDiscovery(),
  $wallets: standardWalletsFor('solana', ['standard:connect', 'solana:signTransaction']),
  walletConnect: {
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions', 'solana_getAccounts', 'solana_requestAccounts'],
    events: [],
  },
  embedded: false,
  load: () => import('./solanaAdapter').then(({ solanaAdapter }) => solanaAdapter()),
};
