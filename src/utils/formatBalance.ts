/**
 * A balance for display. Without a balance the spec's fallback applies: `0.00 ETH`
 * (or 0.00 of the given symbol).
 */
export function formatBalance(balance: string | undefined, symbol: string | undefined): string {
  const amount = balance && balance.trim() !== '' ? balance : '0.00';
  return `${amount} ${symbol || 'ETH'}`;
}
