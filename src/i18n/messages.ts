/**
 * Every text the modal shows, in one place so that translations can be added as lazily
 * loaded files without touching the views.
 */
export const messages = {
  connectWallet: 'Connect Wallet',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  dialogLabel: 'Wallet',
  close: 'Close',
  back: 'Back',
  copyAddress: 'Copy address',
  addressCopied: 'Address copied',
  copyFailed: 'Could not copy the address',
  disconnect: 'Disconnect',
  disconnected: 'Wallet disconnected',
  networks: 'Networks',
  chooseNetwork: 'Choose network',
  network: 'Network',
  activeNetwork: 'Active',
  switchNetworkFailed: 'Could not switch network',
  noWalletsTitle: 'No wallet found',
  noWalletsBody:
    'No wallet was found in this browser. Install a browser wallet extension, then reload this page.',
  whatIsAWallet: 'What is a wallet?',
  whatIsAWalletBody:
    'A wallet holds your digital assets and lets you sign in to apps without a password. You stay in control of your keys.',
  unsupportedTitle: 'Switch network',
  unsupportedBody: 'The network your wallet is on is not supported by this app. Choose one of these networks to continue.',
  account: 'Account',
  balance: 'Balance',
  views: {
    Connect: 'Connect Wallet',
    Account: 'Account',
    Networks: 'Choose network',
    UnsupportedChain: 'Switch network',
  } as Record<string, string>,
} as const;
