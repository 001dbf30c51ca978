// English texts of the connected account's views (Account, Networks, the wrong-network and
// switch views, the token list, the connected wallets) and of the actions those views start.
// Account's action labels are also the titles Swap's preview and Receive reuse. Bound as
// `accountTexts`, in their lazy chunks.
export const accountEnglish = {
  updateEmail: 'Update email',
  walletFeatures: 'Wallet actions',
  receive: 'Receive',
  switchTo: 'Switch to {network}',
  copyAddress: 'Copy address',
  disconnect: 'Disconnect',
  addWallet: 'Add wallet',
  activeNetwork: 'Active',
  unsupportedBody: 'The network your wallet is on is not supported by this app. Choose one of these networks to continue.',
  approveInWallet: 'Approve in wallet',
  acceptSwitch: 'Accept the switch to {network} in {wallet}.',
  switchDeclined: 'Switch declined',
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  tokens: 'Tokens',
  noTokens: 'No tokens on this network yet.',
  totalValue: 'Total value',
  activity: 'Activity',
  sessions: 'Sessions',
  send: 'Send',
  pendingTransactions: { one: '{count} transaction pending', other: '{count} transactions pending' },
  chooseName: 'Choose your account name',
  swap: 'Swap',
  buy: 'Buy',
} as const;
