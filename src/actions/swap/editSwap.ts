import { latestQuestion } from '../../utils/latestQuestion';
import { errorMessage } from '../../i18n/errorMessage';
import { fetchSwapQuote } from '../../services/convert/convertCalls';
import { getAccount } from '../../stores/account';
import { $activeNetwork } from '../../stores/network';
import { popView } from '../../stores/router';
import { blockchainContext } from '../../stores/serviceContexts';
import { $swap, type SwapToken } from '../../stores/swap';
import { formatUnits } from '../../utils/formatUnits';
import { parseUnits } from '../../utils/parseUnits';
import { priceSwapToken } from './priceSwapToken';

/** How long typing must pause before a quote is asked for. */
export const QUOTE_DEBOUNCE_MS = 300;

const quoting = latestQuestion(QUOTE_DEBOUNCE_MS);

const unitsOf = (text: string, decimals: number): bigint | undefined => {
  try {
    const units = parseUnits(text.trim(), decimals);
    return units > 0n ? units : undefined;
  } catch {
    return undefined;
  }
};

/** The other side's amount in decimals, from a USD price ratio: how an amount typed in "to" becomes one to pay. */
function byPrice(amount: string, from: SwapToken, to: SwapToken, prices: Readonly<Record<string, number>>): string | undefined {
  const fromPrice = prices[from.address.toLowerCase()];
  const toPrice = prices[to.address.toLowerCase()];
  const value = Number(amount);
  if (!fromPrice || !toPrice || !Number.isFinite(value) || value <= 0) return undefined;
  return ((value * toPrice) / fromPrice).toFixed(Math.min(from.decimals, 8));
}

/**
 * Asks for a quote of the form as it stands, after a pause in typing. Only the answer to the
 * latest question counts (an older one arriving late is dropped). An amount typed in "to" is
 * turned into an amount to pay by the tokens' prices, then quoted: the quote is the router's
 * real answer, and "to" shows it. The service's refusal (no liquidity, too little balance) is
 * said as it gave it.
 */
function requote(): void {
  const isLatest = quoting.begin();
  const state = $swap.get();
  const { from, to } = state;
  const typed = state.edited === 'from' ? state.fromAmount : state.toAmount;
  if (!from || !to || !typed.trim()) return $swap.set({ ...state, quote: { status: 'idle' } });
  const fromText = state.edited === 'from' ? state.fromAmount : byPrice(state.toAmount, from, to, state.prices);
  const amount = fromText ? unitsOf(fromText, from.decimals) : undefined;
  if (!amount) return $swap.set({ ...state, quote: { status: 'idle' } });
  $swap.set({ ...state, quote: { status: 'loading' } });
  quoting.afterPause(() => {
    const network = $activeNetwork.get();
    const userAddress = getAccount(network.chainNamespace).address ?? '';
    // The answer counts for the form it was asked for: the latest question, with these tokens (a
    // form emptied or made for another network since has others).
    const stillAsked = () => isLatest() && $swap.get().from === from && $swap.get().to === to;
    void fetchSwapQuote(blockchainContext(), { amount, userAddress, from: from.address, to: to.address, gasPrice: state.gasPrice }).then(
      (toAmount) => {
        if (!stillAsked()) return;
        const now = $swap.get();
        $swap.set({
          ...now,
          quote: { status: 'ready', fromAmount: amount, toAmount },
          ...(now.edited === 'from' ? { toAmount: formatUnits(toAmount, to.decimals) } : { fromAmount: formatUnits(amount, from.decimals) }),
        });
      },
      (error: unknown) => {
        if (!stillAsked()) return;
        const message = () => errorMessage(error);
        $swap.set({ ...$swap.get(), quote: { status: 'failed', message } });
      },
    );
  });
}

/** An amount typed in one of the two fields; the other follows the quote. */
export function typeSwapAmount(side: 'from' | 'to', text: string): void {
  $swap.set({ ...$swap.get(), edited: side, ...(side === 'from' ? { fromAmount: text } : { toAmount: text }) });
  requote();
}

/** A token picked for one side (SwapSelectToken); picking the other side's token swaps the two; its price is read when unknown. */
export function selectSwapToken(side: 'from' | 'to', token: SwapToken): void {
  const state = $swap.get();
  const other = side === 'from' ? state.to : state.from;
  const swapped = other?.address === token.address;
  const previous = side === 'from' ? state.from : state.to;
  $swap.set({
    ...state,
    [side]: token,
    ...(swapped ? { [side === 'from' ? 'to' : 'from']: previous } : {}),
  });
  popView();
  requote();
  // Its price, for the USD values and for an amount typed in "You receive" (then quoted again).
  void priceSwapToken(token, () => {
    if ($swap.get().edited === 'to') requote();
  });
}

/** Pay with what was to be received and the other way round. */
export function flipSwap(): void {
  const state = $swap.get();
  $swap.set({ ...state, from: state.to, to: state.from, fromAmount: state.toAmount, toAmount: state.fromAmount });
  requote();
}
