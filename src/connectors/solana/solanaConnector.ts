import type { NamespaceConnector } from '../NamespaceConnector';
import { startStandardDiscovery } from '../walletStandard/standardWallets';
import { standardWalletsFor } from '../walletStandard/standardWalletsFor';

/** Solana's Wallet Standard wallets: with standard:connect and solana:signTransaction. */
export const solanaWallets = standardWalletsFor('solana', ['standard:connect', 'solana:signTransaction']);

/**
 * solana as registered: browser wallets found through the Wallet Standard, what a
 * WalletConnect session must carry for it, and the adapter (@solana/web3.js) in its own chunk.
 */
export const solanaConnector: NamespaceConnector = {
  namespace: 'solana',
  discover: () => startStandardDiscovery(),
  $wallets: solanaWallets,
  walletConnect: {
    methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions', 'solana_getAccounts', 'solana_requestAccounts'],
    events: [],
  },
  embedded: false,
  load: () => import('./solanaAdapter').then(({ solanaAdapter }) => solanaAdapter()),
};
