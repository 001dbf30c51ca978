/**
 * Asks for the code of connecting (a browser wallet, a WalletConnect pairing) as the modal
 * opens, so that it has arrived when the visitor picks a wallet: it is not part of the page's
 * first click. A chunk that does not load is asked for again by the pick, which says so.
 */
export function preloadConnecting(): void {
  void import('./connection/connectBrowserWallet').catch(() => undefined);
  void import('./walletConnect/startWalletConnect').catch(() => undefined);
}
