import type { NamespaceConnector } from '../NamespaceConnector';
import { lazyDiscovery } from '../lazyDiscovery';
import { createSolanaProvider } from './provider/createSolanaProvider';
import type { SolanaProvider } from './provider/SolanaProvider';
import { SOLANA_NETWORKS } from './solanaNetworks';

/**
 * solana as registered: browser wallets found through the Wallet Standard, what a
 * WalletConnect session must carry for it, the adapter (@solana/web3.js) in its own chunk,
 * the three clusters, sending (spec §9), SPL token balances, sign-in, and the host's provider.
 */
export const solanaConnector: NamespaceConnector<SolanaProvider> & { namespace: 'solana' } = {
  namespace: 'solana',
  ...lazyDiscovery(() => import('./solanaWallets').then(({ solanaWallets }) => solanaWallets.discovery)),
  walletConnect: {
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions', 'solana_getAccounts', 'solana_requestAccounts'],
    events: [],
  },
  embedded: false,
  load: () => import('./solanaAdapter').then(({ solanaAdapter }) => solanaAdapter()),
  networks: SOLANA_NETWORKS,
  accountTypes: ['eoa', 'smartAccount'],
  features: ['send', 'tokenBalances', 'siwx'],
  loadRpcMethods: async () => ({
    solana_getAccounts: 'safe',
    solana_requestAccounts: 'safe',
    solana_signMessage: 'unsafe',
    solana_signIn: 'unsafe',
    solana_signTransaction: 'unsafe',
    solana_signAllTransactions: 'unsafe',
    solana_signAndSendTransaction: 'unsafe',
  }),
  createProvider: createSolanaProvider,
};
