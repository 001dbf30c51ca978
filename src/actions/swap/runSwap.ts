import type { Network } from '../../config/Network';
import type { PreparedCalls, PreparedTransfer } from '../../connectors/NamespaceAdapter';
import { SendNotSupportedError, SwapTransactionMismatchError } from '../../errors/transactionErrors';
import { swapTexts } from '../../i18n/swapTexts';
import { buildApprove } from '../../services/convert/convertCalls';
import { getAccount } from '../../stores/account';
import { track } from '../../stores/events';
import { $activeNetwork } from '../../stores/network';
import { resetView } from '../../stores/router';
import { blockchainContext } from '../../stores/serviceContexts';
import { $swap, $swapProgress, emptySwap } from '../../stores/swap';
import { showToast } from '../../stores/toast';
import { formatAmount } from '../../utils/formatAmount';
import { formatUnits } from '../../utils/formatUnits';
import { loadAdapter } from '../connection/loadAdapter';
import { outcomeMessage } from '../send/outcomeMessage';
import { sendAndFollow } from '../send/sendAndFollow';
import { sendCallsAndFollow } from '../send/sendCallsAndFollow';
import { errorMessage } from '../../i18n/errorMessage';
import { checkSwapApproval } from './checkSwapApproval';
import { preparedSwap, reviewSwap } from './reviewSwap';
import { swapRouterOf } from './swapRouterOf';
import { swapStillFor } from './swapStillFor';

/**
 * Sends one step of the swap as every transaction is sent (sendAndFollow), or the approval and
 * the swap as one batch (sendCallsAndFollow). Confirmed, it gives the explorer page of the
 * transaction (the batch's last; undefined when the network has no explorer); else false.
 */
async function sendAndWait(step: 'approve' | 'swap' | 'batch', network: Network, send: PreparedTransfer | PreparedCalls): Promise<{ explorerUrl: string | undefined } | false> {
  $swapProgress.set({ status: 'signing', step });
  const { outcome, explorerUrl } =
    step === 'batch'
      ? await sendCallsAndFollow(network, send as PreparedCalls, () => $swapProgress.set({ status: 'pending', step }))
      : await sendAndFollow(network, send as PreparedTransfer, (url) => $swapProgress.set({ status: 'pending', step, explorerUrl: url }));
  if (outcome.status === 'confirmed') return { explorerUrl };
  $swapProgress.set({ status: 'failed', message: () => outcomeMessage(outcome), explorerUrl });
  return false;
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
  const { from, to, quote } = $swap.get();
  const address = getAccount(network.chainNamespace).address;
  // One approval at a time: a second click while the first is being built asks nothing more.
  if (!from || !to || !address || quote.status !== 'ready' || approving) return;
  const current = () => swapStillFor({ caipNetworkId: network.caipNetworkId, address, quote });
  track('SWAP_APPROVAL_INITIATED', { network: network.caipNetworkId, token: from.address });
  let sending = false;
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
    sending = true;
    if (!(await sendAndWait('approve', network, transfer))) return;
    // Approved: the swap is reviewed again, for the account of now, on the network the approval
    // was for; the form of a network left meanwhile (kept while the approval was pending) is emptied.
    if ($activeNetwork.get().caipNetworkId === network.caipNetworkId) await reviewSwap();
    else emptySwap();
  } catch (error) {
    // Dropped before it was sent: nothing to say. Once sent, its failure is shown.
    if (!sending && !current()) return;
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
  const { from, to, quote } = $swap.get();
  if (!ready || !from || !to || quote.status !== 'ready') return;
  const properties = { network: network.caipNetworkId, from: from.address, to: to.address, amount: formatUnits(quote.fromAmount, from.decimals) };
  const batch = ready.send.request.method === 'wallet_sendCalls';
  if (batch) track('SWAP_APPROVAL_INITIATED', { network: network.caipNetworkId, token: from.address });
  track('SWAP_INITIATED', properties);
  try {
    const confirmed = await sendAndWait(batch ? 'batch' : 'swap', network, ready.send);
    if (!confirmed) {
      track('SWAP_ERROR', properties);
      return;
    }
    track('SWAP_SUCCESS', properties);
    const received = formatAmount(formatUnits(quote.toAmount, to.decimals), { round: 'down' });
    showToast(swapTexts.swapped({ amount: formatAmount(properties.amount), from: from.symbol, received, to: to.symbol }), 'success', { link: confirmed.explorerUrl });
    emptySwap();
    resetView('Account');
  } catch (error) {
    track('SWAP_ERROR', properties);
    $swapProgress.set({ status: 'failed', message: () => errorMessage(error) });
  }
}
