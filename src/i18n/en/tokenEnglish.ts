// English texts Send, Swap and Buy share: choosing a token, amounts, fees, approving in the
// wallet, waiting for a quote. Bound as `tokenTexts`, in their lazy chunks.
export const tokenEnglish = {
  selectToken: 'Select token',
  searchTokens: 'Search tokens',
  noTokenFound: 'No token found',
  balanceOf: 'Balance: {amount} {symbol}',
  inUsd: '≈ {usd}',
  enterAmount: 'Enter amount',
  insufficientFunds: 'Insufficient funds',
  networkFee: 'Network fee',
  estimatingFee: 'Estimating the fee…',
  approveSendInWallet: 'Approve the transaction in your wallet',
  gettingQuote: 'Getting a quote…',
} as const;
