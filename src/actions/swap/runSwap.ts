import type { Network } from '../../config/Network';
import type { PreparedCalls, PreparedTransfer } from '../../connectors/NamespaceAdapter';
import { SendNotSupportedError, SwapTransactionMismatchError } from '../../errors/transactionErrors';
import { swapTexts } from '../../i18n/swapTexts';
import { buildApprove } from '../../services/convert/convertCalls';
import { getAccount } from '../../stores/account';
import { track } from '../../stores/events';
import { $activeNetwork } from '../../stores/network';
import { $route, resetView } from '../../stores/router';
import { $modalState } from '../../stores/modal';
import { blockchainContext } from '../../stores/serviceContexts';
import { $swap, $swapProgress, emptySwap, initialSwap, type ShownSwap, type SwapProgress } from '../../stores/swap';
import { showToast } from '../../stores/toast';
import { formatAmount } from '../../utils/formatAmount';
import { formatUnits } from '../../utils/formatUnits';
import { loadAdapter } from '../connection/loadAdapter';
import { outcomeMessage } from '../send/outcomeMessage';
import { sendAndFollow } from '../send/sendAndFollow';
import { sendCallsAndFollow } from '../send/sendCallsAndFollow';
import { errorMessage } from '../../i18n/errorMessage';
import type { LocalText } from '../../i18n/LocalText';
import { checkSwapApproval } from './checkSwapApproval';
import { preparedSwap, reviewSwap } from './reviewSwap';
import { swapRouterOf } from './swapRouterOf';
import { swapStillFor } from './swapStillFor';

/** How a step ended: confirmed (with its explorer page), or not; `owned`: the preview still follows this swap. */
interface StepEnd {
  confirmed: boolean;
  explorerUrl: string | undefined;
  owned: boolean;
}

/**
 * Sends one step of the swap as every transaction is sent (sendAndFollow), or the approval and
 * the swap as one batch (sendCallsAndFollow), the preview showing `swap` (what the visitor
 * pressed it on) throughout. Progress is written only while the preview still follows this swap:
 * once the visitor started another (openSwap), this one's end is a toast. A failure is shown on
 * the preview and, when the visitor is not looking at it, as a toast; the form of a network
 * left meanwhile is emptied (the failure stays shown over it).
 */
async function sendAndWait(step: 'approve' | 'swap' | 'batch', swap: ShownSwap, send: PreparedTransfer | PreparedCalls): Promise<StepEnd> {
  let mine: SwapProgress = { status: 'signing', step, swap };
  $swapProgress.set(mine);
  const follow = (next: SwapProgress) => {
    if ($swapProgress.get() !== mine) return;
    $swapProgress.set(next);
    mine = next;
  };
  const { network } = swap;
  const fail = (message: LocalText, explorerUrl: string | undefined): StepEnd => {
    const owned = $swapProgress.get() === mine;
    follow({ status: 'failed', message, explorerUrl, swap });
    if (owned && $activeNetwork.get().caipNetworkId !== network.caipNetworkId) $swap.set(initialSwap);
    if (!owned || $route.get().view !== 'SwapPreview' || !$modalState.get().open) showToast(message(), 'error', { link: explorerUrl });
    return { confirmed: false, explorerUrl, owned };
  };
  try {
    const { outcome, explorerUrl } =
      step === 'batch'
        ? await sendCallsAndFollow(network, send as PreparedCalls, () => follow({ status: 'pending', step, swap }))
        : await sendAndFollow(network, send as PreparedTransfer, (url) => follow({ status: 'pending', step, swap, explorerUrl: url }));
    if (outcome.status === 'confirmed') return { confirmed: true, explorerUrl, owned: $swapProgress.get() === mine };
    return fail(() => outcomeMessage(outcome), explorerUrl);
  } catch (error) {
    // Refused or not sent (the wallet, the request path): said as the error says it.
    return fail(() => errorMessage(error), undefined);
  }
}

/** The swap the preview shows now, ready to send: what the visitor presses Approve or Swap on. */
function shownNow(network: Network): ShownSwap | undefined {
  const { from, to, quote } = $swap.get();
  const progress = $swapProgress.get();
  if (!from || !to || quote.status !== 'ready' || progress.status !== 'ready') return undefined;
  return { network, from, to, quote, review: progress };
}

/** An approval is being built or followed (approveSwap). */
let approving = false;

/**
 * The approval of the token paid with (SwapPreview's first step), of exactly the amount paid:
 * built by the service, checked to be that approval for the network's router
 * (checkSwapApproval), sent to the token; then the swap is reviewed again. Built for the network,
 * the account and the quote the preview shows: when any of them changed while it was being
 * built, it is dropped, unsent (the form was emptied, or is reviewed again).
 */
export async function approveSwap(): Promise<void> {
  const network = $activeNetwork.get();
  const shown = shownNow(network);
  const address = getAccount(network.chainNamespace).address;
  // One approval at a time: a second click while the first is being built asks nothing more.
  if (!shown || !address || approving) return;
  const { from, to, quote } = shown;
  const current = () => swapStillFor({ caipNetworkId: network.caipNetworkId, address, quote });
  track('SWAP_APPROVAL_INITIATED', { network: network.caipNetworkId, token: from.address });
  approving = true;
  try {
    const router = swapRouterOf(network);
    const adapter = await loadAdapter(network.chainNamespace);
    const userAddress = `${network.caipNetworkId}:${address}`;
    const built = await buildApprove(blockchainContext(), { userAddress, from: from.address, to: to.address, amount: quote.fromAmount });
    const call = checkSwapApproval(built, { caipNetworkId: network.caipNetworkId, token: from.address, amount: quote.fromAmount, router });
    const transfer = await adapter.prepareCall?.(address, call, network);
    if (!transfer) throw new SendNotSupportedError(network.chainNamespace);
    if (!current()) return;
    const approved = await sendAndWait('approve', shown, transfer);
    if (!approved.confirmed) track('SWAP_ERROR', { network: network.caipNetworkId, step: 'approve' });
    if (!approved.confirmed || !approved.owned) return;
    // Approved: the swap is reviewed again, for the account of now, on the network the approval
    // was for; the form of a network left meanwhile (kept while the approval was pending) is emptied.
    if ($activeNetwork.get().caipNetworkId === network.caipNetworkId) await reviewSwap();
    else emptySwap();
  } catch (error) {
    // Not sent (sendAndWait says its own failures): dropped when the preview changed meanwhile, else said.
    if (!current()) return;
    track('SWAP_ERROR', { network: network.caipNetworkId, step: 'approve', ...(error instanceof SwapTransactionMismatchError ? { mismatch: error.mismatch } : {}) });
    $swapProgress.set({ status: 'failed', message: () => errorMessage(error) });
  } finally {
    approving = false;
  }
}

/**
 * The swap itself (SwapPreview's Swap, or 'Approve and swap' when the approval goes with it as
 * one batch): confirmed, a toast with what was paid and the amount
 * received (the market's quote the visitor reviewed, the call guarding its minimum) and the
 * transaction's explorer link; the balances and Activity are read again, and Account shows.
 * Every wallet kind ends here. The toast sits outside the dialog's Tab cycle: the same
 * transaction stays one row in Activity, a link a keyboard reaches.
 */
export async function confirmSwap(): Promise<void> {
  const ready = preparedSwap();
  const network = $activeNetwork.get();
  const shown = shownNow(network);
  if (!ready || !shown) return;
  const { from, to, quote } = shown;
  const properties = { network: network.caipNetworkId, from: from.address, to: to.address, amount: formatUnits(quote.fromAmount, from.decimals) };
  const batch = ready.send.request.method === 'wallet_sendCalls';
  if (batch) track('SWAP_APPROVAL_INITIATED', { network: network.caipNetworkId, token: from.address });
  track('SWAP_INITIATED', properties);
  const swapped = await sendAndWait(batch ? 'batch' : 'swap', shown, ready.send);
  if (!swapped.confirmed) {
    track('SWAP_ERROR', properties);
    return;
  }
  track('SWAP_SUCCESS', properties);
  const received = formatAmount(formatUnits(quote.toAmount, to.decimals), { round: 'down' });
  showToast(swapTexts.swapped({ amount: formatAmount(properties.amount), from: from.symbol, received, to: to.symbol }), 'success', { link: swapped.explorerUrl });
  // Another swap begun meanwhile keeps its form; the visitor who left the preview is not moved.
  if (!swapped.owned) return;
  emptySwap();
  if ($route.get().view === 'SwapPreview') resetView('Account');
}
