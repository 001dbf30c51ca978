import { fetchTokenPrice } from '../../services/convert/convertCalls';
import { blockchainContext } from '../../stores/serviceContexts';
import { $swap, type SwapToken } from '../../stores/swap';

/** Tokens whose price is being read, so that a token picked twice is asked for once. */
const asking = new Set<string>();

/**
 * Reads the USD price of a token of the form (one call per token, as the hosted service prices
 * one address a call) unless it is known; `then` runs once it is in the form (the other amount
 * of a form typed in "You receive" needs it). A price that cannot be read stays unknown.
 */
export async function priceSwapToken(token: SwapToken, then?: () => void): Promise<void> {
  const key = token.address.toLowerCase();
  if (key in $swap.get().prices || asking.has(key)) return;
  asking.add(key);
  try {
    const price = await fetchTokenPrice(blockchainContext(), token.address).catch(() => undefined);
    const form = $swap.get();
    // A form of another network (or a fresh one) does not list this token: nothing to add.
    if (price === undefined || !form.tokens.list.includes(token)) return;
    $swap.set({ ...form, prices: { ...form.prices, [key]: price } });
    then?.();
  } finally {
    asking.delete(key);
  }
}
