import { errorMessage } from '../../i18n/errorMessage';
import { SWAP_SLIPPAGE } from '../../config/defaults';
import { isSwapNetwork } from '../../config/isSwapNetwork';
import type { ContractCall, PreparedCalls, PreparedTransfer } from '../../connectors/NamespaceAdapter';
import { InsufficientFundsError, SendNotSupportedError, SwapNetworkNotSupportedError, SwapTransactionMismatchError } from '../../errors/transactionErrors';
import { buildApprove, buildSwapTransaction, fetchAllowance, fetchSwapQuote } from '../../services/convert/convertCalls';
import { formatUnits } from '../../utils/formatUnits';
import { isNativeToken } from '../../utils/nativeToken';
import { minimumReceived } from '../../utils/minimumReceived';
import { getAccount } from '../../stores/account';
import { track } from '../../stores/events';
import { $activeNetwork } from '../../stores/network';
import { blockchainContext } from '../../stores/serviceContexts';
import { $swap, $swapProgress, type SwapQuote } from '../../stores/swap';
import { loadAdapter } from '../connection/loadAdapter';
import { batchSupport } from '../wallet/batchSupport';
import { checkSwapApproval } from './checkSwapApproval';
import { checkSwapDecimals } from './checkSwapDecimals';
import { checkSwapTransaction } from './checkSwapTransaction';
import { latestQuestion } from '../../utils/latestQuestion';
import { swapStillFor } from './swapStillFor';
import { swapRouterOf } from './swapRouterOf';

/**
 * The swap prepared for the preview, with what it was built and checked for (the quote, the
 * network, the account): one transaction, or the approval and the swap as one batch.
 */
let prepared: { send: PreparedTransfer | PreparedCalls; quote: SwapQuote; caipNetworkId: string; address: string } | undefined;
/** The latest review: an earlier one that ends later (the visitor went back and changed the form) leaves nothing behind. */
const reviews = latestQuestion(0);

/** The prepared swap, while it is the one of the quote the form shows, on the active network, for the account connected there. */
export function preparedSwap() {
  return prepared && swapStillFor(prepared) ? prepared : undefined;
}

/**
 * SwapPreview's check (spec §3 swap flow): on a swap network, the tokens' decimals on chain
 * (checkSwapDecimals: the amounts shown are in them), the price now (the preview's
 * amounts follow it), the allowance of a token to pay
 * with (below the amount: approve first); otherwise the swap transaction is built by the
 * convert service (slippage 1 %), checked against the quote and the preview
 * (checkSwapTransaction: nothing the service built goes to the wallet unchecked), and prepared
 * with its fee; a native coin paid with must leave enough for that fee. The preview shows the
 * contract the swap goes to and the value it sends. Where the allowance is short and the wallet
 * takes batches (EIP-5792, batchSupport), the approval is built too, checked as the visitor is
 * asked it (checkSwapApproval), and both go as one batch: one approval in the wallet.
 */
export async function reviewSwap(): Promise<void> {
  const isLatest = reviews.begin();
  const network = $activeNetwork.get();
  const { from, to, quote: shown } = $swap.get();
  const address = getAccount(network.chainNamespace).address;
  prepared = undefined;
  if (!from || !to || shown.status !== 'ready' || !address) return;
  let quote = shown;
  // Still the review of what the preview shows: the latest, on the same network, account and quote.
  const current = () => isLatest() && swapStillFor({ caipNetworkId: network.caipNetworkId, address, quote });
  $swapProgress.set({ status: 'checking' });
  // The call being checked when a mismatch stops the review: the approval of a batch, else the swap.
  let step: 'approve' | 'swap' = 'swap';
  try {
    if (!isSwapNetwork(network)) throw new SwapNetworkNotSupportedError(network.caipNetworkId);
    const router = swapRouterOf(network);
    const context = blockchainContext();
    const adapter = await loadAdapter(network.chainNamespace);
    // The price now: the swap is built on it, so the minimum the preview shows is the one its call
    // guarantees. Meanwhile the tokens' decimals, which the amounts shown are in, are held to the
    // chain, and said first.
    const quoting = fetchSwapQuote(context, { amount: quote.fromAmount, userAddress: address, from: from.address, to: to.address, gasPrice: $swap.get().gasPrice });
    quoting.catch(() => undefined);
    await checkSwapDecimals([from, to], network, adapter);
    const toAmount = await quoting;
    if (!current()) return;
    if (toAmount !== quote.toAmount) {
      quote = { ...quote, toAmount };
      const form = $swap.get();
      $swap.set({ ...form, quote, ...(form.edited === 'from' ? { toAmount: formatUnits(toAmount, to.decimals) } : {}) });
    }
    // The hosted service takes the account as CAIP-10 on the allowance and build calls.
    const userAddress = `${network.caipNetworkId}:${address}`;
    const allowance = isNativeToken(from.address) ? quote.fromAmount : await fetchAllowance(context, from.address, userAddress);
    if (!current()) return;
    const short = allowance < quote.fromAmount;
    const batch = short && adapter.prepareCalls ? await batchSupport(network, address) : undefined;
    if (!current()) return;
    if (short && !batch) return $swapProgress.set({ status: 'ready', needsApproval: true, router });
    if (!adapter.prepareCall) throw new SendNotSupportedError(network.chainNamespace);
    let approval: ContractCall | undefined;
    if (short) {
      step = 'approve';
      const builtApproval = await buildApprove(context, { userAddress, from: from.address, to: to.address, amount: quote.fromAmount });
      if (!current()) return;
      approval = checkSwapApproval(builtApproval, { caipNetworkId: network.caipNetworkId, token: from.address, amount: quote.fromAmount, router });
      step = 'swap';
    }
    const built = await buildSwapTransaction(context, { amount: quote.fromAmount, slippage: SWAP_SLIPPAGE, from: from.address, to: to.address, userAddress });
    if (!current()) return;
    const call = checkSwapTransaction(built, {
      caipNetworkId: network.caipNetworkId,
      user: address,
      from: from.address,
      to: to.address,
      amount: quote.fromAmount,
      minimum: minimumReceived(quote.toAmount),
      router,
    });
    // With the approval: one batch, else the swap alone.
    const [send, balance] = await Promise.all([
      approval && batch && adapter.prepareCalls ? adapter.prepareCalls(address, [approval, call], network, batch) : adapter.prepareCall(address, call, network),
      adapter.getBalance(address, network),
    ]);
    if (!current()) return;
    // A native coin paid with leaves what the fee needs.
    if (send.fee + call.value > balance.value) throw new InsufficientFundsError();
    prepared = { send, quote, caipNetworkId: network.caipNetworkId, address };
    $swapProgress.set({ status: 'ready', needsApproval: short, batched: short, fee: send.fee, router, value: call.value });
  } catch (error) {
    if (!current()) return;
    if (error instanceof SwapTransactionMismatchError) track('SWAP_ERROR', { network: network.caipNetworkId, step, mismatch: error.mismatch });
    $swapProgress.set({ status: 'failed', message: () => errorMessage(error) });
  }
}
