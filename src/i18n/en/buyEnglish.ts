// English texts of Buy (providers, amounts, following a purchase). Bound as `buyTexts`, in
// its lazy chunk.
export const buyEnglish = {
  buyToken: 'Buy',
  payWith: 'Pay with',
  paymentMethods: { card: 'Card', bank: 'Bank transfer' },
  buyAmount: 'Amount in {currency}',
  buyLimit: 'Between {min} and {max} {currency}',
  providers: 'Providers',
  providerFee: 'Fee {rate}',
  youGet: 'You get {amount} {symbol}',
  estimateOnly: 'About {amount} {symbol} (an estimate, not a quote)',
  noQuote: 'No quote right now',
  quoteOutsideLimit: 'No quote: pay between {min} and {max} {currency}',
  buyDefaultsNote: 'The list of what can be bought could not be loaded: these are the usual choices.',
  providersFailed: 'The providers could not be loaded',
  buyOpening: 'Opening {name}…',
  buyContinue: 'Continue in the {name} window. This view follows your purchase until the tokens arrive.',
  buyArrived: '{amount} {symbol} arrived in your wallet.',
  buyOnItsWay: 'Your {symbol} from {name} is on its way.',
  buyNoDelivery: 'Nothing has arrived from {name} yet. Check its window.',
  reopenProvider: 'Open {name} again',
  viewActivity: 'View activity',
} as const;
