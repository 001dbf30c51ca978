/** The connector id recorded for WalletConnect connections (browser wallets use their rdns). */
export const WALLET_CONNECT_ID = 'walletConnect';
