// English texts the views that move tokens share (Send, Swap, Buy, Pay): picking a token, the
// amount, the fee, the wallet's approval, and the closing "Done" (names' success too). Bound as
// `tradeTexts`, in their lazy chunks.
export const tradeEnglish = {
  done: 'Done',
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
  // Buy's provider and Pay's exchange, when their window did not open (a blocker) or was closed before its page.
  windowBlocked: 'The {name} window did not open: open {name} below to continue.',
  openWindow: 'Open {name}',
  // A recipient's name the name service could not look up (NameNotResolvedError's text).
  nameLookupFailed: 'Error resolving name',
} as const;
