// English texts of the Activity view. Bound as `activityTexts`, in its lazy chunk.
export const activityEnglish = {
  noActivity: 'No activity yet',
  noActivityBody: 'Transactions on this network will show here.',
  failedToFetchTransactions: 'Failed to fetch transactions',
  loadingActivity: 'Loading activity…',
  loadMore: 'Load more',
  today: 'Today',
  yesterday: 'Yesterday',
  sent: 'Sent',
  received: 'Received',
  self: 'Self',
  swappedRow: 'Swapped',
  boughtVia: 'Bought via {provider}',
  failed: 'Failed',
  pending: 'Pending',
} as const;
