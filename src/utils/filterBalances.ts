import type { WireBalance } from '../services/blockchain/wireTypes';

/** Symbols that claim to track the US dollar. */
const USD_PEGGED = new Set(['USDC', 'USDT', 'DAI', 'USDE', 'FDUSD', 'PYUSD', 'TUSD', 'USDP', 'GUSD', 'LUSD', 'FRAX', 'USDS', 'USDBC']);
const PEG_TOLERANCE = 0.1;

/**
 * The balance filters of spec §5: tokens with 0 decimals are dropped (the low-quality
 * tokens aggregators surface), as are empty or unreadable quantities, and tokens that
 * claim a USD stable-coin symbol while priced away from $1 (look-alikes of real stable
 * coins). Native coins are always kept. `unpricedIsUnknown`: a price of 0 means no price was
 * given (a wallet's own asset list, which need not price anything), so it cannot betray a
 * look-alike; the data service prices every token, so its 0 is a price.
 */
export function filterBalances(balances: readonly WireBalance[], { unpricedIsUnknown = false }: { unpricedIsUnknown?: boolean } = {}): WireBalance[] {
  return balances.filter((balance) => {
    if (!balance.address) return true;
    if (balance.quantity.decimals === '0') return false;
    const amount = Number(balance.quantity.numeric);
    if (!Number.isFinite(amount) || amount <= 0) return false;
    const priced = !(unpricedIsUnknown && balance.price === 0);
    if (priced && USD_PEGGED.has(balance.symbol.toUpperCase()) && Math.abs(balance.price - 1) > PEG_TOLERANCE) return false;
    return true;
  });
}
