import { atom } from 'nanostores';
import { $activeNetwork } from './network';
import type { SwapToken } from '../services/convert/convertCalls';
import type { LocalText } from '../i18n/LocalText';
import type { Network } from '../config/Network';

export type { SwapToken } from '../services/convert/convertCalls';

/** The quote for the amounts in the form, as far as it is known. */
export type SwapQuote =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; fromAmount: bigint; toAmount: bigint }
  | { status: 'failed'; message: LocalText };

export interface SwapState {
  /** The network's swappable tokens; `unsupported` outside the spec §9 swap networks (no call is made). */
  tokens: { status: 'idle' | 'loading' | 'ready' | 'failed' | 'unsupported'; list: readonly SwapToken[]; message?: LocalText };
  /** The network's gas price (wei), which quotes take into account. */
  gasPrice?: bigint | undefined;
  /** USD prices by lowercase CAIP-10 address. */
  prices: Readonly<Record<string, number>>;
  from?: SwapToken | undefined;
  to?: SwapToken | undefined;
  fromAmount: string;
  toAmount: string;
  /** The field the visitor typed in last: the other one follows the quote. */
  edited: 'from' | 'to';
  quote: SwapQuote;
}

export const initialSwap: SwapState = { tokens: { status: 'idle', list: [] }, prices: {}, fromAmount: '', toAmount: '', edited: 'from', quote: { status: 'idle' } };

/** The swap form (spec §2 Swap, SwapSelectToken). */
export const $swap = atom<SwapState>(initialSwap);

/** A review ready to send: what the wallet will be asked, and its fee where it is known. */
export interface SwapReview {
  needsApproval: boolean;
  /** The approval goes with the swap, as one batch the wallet is asked once for (EIP-5792). */
  batched?: boolean | undefined;
  /** The contract the swap goes to (or the approval lets spend): the network's router. */
  router: `0x${string}`;
  /** The swap's value (wei): the amount paid when that is the native coin, else 0. */
  value?: bigint | undefined;
  fee?: bigint | undefined;
}

/**
 * A swap as the preview showed it when the visitor pressed Approve or Swap: the preview goes on
 * showing it while it is signed, followed, and after it failed, whatever the form became
 * meanwhile (another network's, emptied).
 */
export interface ShownSwap {
  network: Network;
  from: SwapToken;
  to: SwapToken;
  quote: Extract<SwapQuote, { status: 'ready' }>;
  review: SwapReview;
}

/** Where a swap is once the visitor reviews it (SwapPreview): the approval first when the allowance is short, then the swap. */
export type SwapProgress =
  | { status: 'idle' }
  | { status: 'checking' }
  | ({ status: 'ready'; message?: LocalText | undefined } & SwapReview)
  | { status: 'signing'; step: 'approve' | 'swap' | 'batch'; swap: ShownSwap }
  | { status: 'pending'; step: 'approve' | 'swap' | 'batch'; swap: ShownSwap; explorerUrl?: string | undefined }
  /** `swap`: it failed once sent to the wallet (else the review failed). */
  | { status: 'failed'; message: LocalText; explorerUrl?: string | undefined; swap?: ShownSwap | undefined };

export const $swapProgress = atom<SwapProgress>({ status: 'idle' });

/**
 * The form holds one network's tokens, prices and quote: when another network becomes active it
 * is emptied (the Swap view reads that network's tokens again; a preview then has nothing to
 * swap). A swap being signed or followed ends on its own network, and empties the form then
 * (runSwap); one that failed once sent stays shown over the emptied form.
 */
let formNetwork = $activeNetwork.get().caipNetworkId;
$activeNetwork.listen(({ caipNetworkId }) => {
  if (caipNetworkId === formNetwork) return;
  formNetwork = caipNetworkId;
  const progress = $swapProgress.get();
  if (progress.status === 'signing' || progress.status === 'pending') return;
  if (progress.status === 'failed' && progress.swap) $swap.set(initialSwap);
  else emptySwap();
});

/** An empty swap form, nothing under way: after a swap, or once the form's network is left. */
export function emptySwap(): void {
  $swap.set(initialSwap);
  $swapProgress.set({ status: 'idle' });
}
