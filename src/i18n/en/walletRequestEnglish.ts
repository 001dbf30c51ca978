// English texts of a request waiting on the wallet (a busy button, a session grant, a network
// switch). Bound as `walletRequestTexts`, in the lazy chunks that ask the wallet.
export const walletRequestEnglish = {
  yourWallet: 'your wallet',
  waitingForWallet: 'Waiting for {wallet}…',
} as const;
