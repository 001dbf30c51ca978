import { errorMessage } from '../../i18n/errorMessage';
import { SWAP_SLIPPAGE } from '../../config/defaults';
import { isSwapNetwork } from '../../config/isSwapNetwork';
import type { PreparedTransfer } from '../../connectors/NamespaceAdapter';
import { InsufficientFundsError, SendNotSupportedError, SwapNetworkNotSupportedError, SwapTransactionMismatchError } from '../../errors/transactionErrors';
import { buildSwapTransaction, fetchAllowance, fetchSwapQuote } from '../../services/convert/convertCalls';
import { formatUnits } from '../../utils/formatUnits';
import { isNativeToken } from '../../utils/nativeToken';
import { minimumReceived } from '../../utils/minimumReceived';
import { getAccount } from '../../stores/account';
import { track } from '../../stores/events';
import { $activeNetwork } from '../../stores/network';
import { blockchainContext } from '../../stores/serviceContexts';
import { $swap, $swapProgress, type SwapQuote } from '../../stores/swap';
import { loadAdapter } from '../connection/loadAdapter';
import { checkSwapTransaction } from './checkSwapTransaction';
import { swapRouterOf } from './swapRouterOf';

/** The swap transaction prepared for the preview, with the quote it was built for. */
let prepared: { transfer: PreparedTransfer; quote: SwapQuote } | undefined;
/** The latest review: an earlier one that ends later (the visitor went back and changed the form) leaves nothing behind. */
let latest = 0;

/** The prepared swap, while it is the one of the quote the form shows. */
export const preparedSwap = () => (prepared && prepared.quote === $swap.get().quote ? prepared : undefined);

/**
 * SwapPreview's check (spec §3 swap flow): on a swap network, the price now (the preview's
 * amounts follow it), the allowance of a token to pay
 * with (below the amount: approve first); otherwise the swap transaction is built by the
 * convert service (slippage 1 %), checked against the quote and the preview
 * (checkSwapTransaction: nothing the service built goes to the wallet unchecked), and prepared
 * with its fee; a native coin paid with must leave enough for that fee. The preview shows the
 * contract the swap goes to and the value it sends.
 */
export async function reviewSwap(): Promise<void> {
  const review = (latest += 1);
  const network = $activeNetwork.get();
  const { from, to, quote: shown } = $swap.get();
  const address = getAccount(network.chainNamespace).address;
  prepared = undefined;
  if (!from || !to || shown.status !== 'ready' || !address) return;
  let quote = shown;
  // Still the review of what the preview shows: the latest, on the same network and quote.
  const current = () => review === latest && $activeNetwork.get() === network && $swap.get().quote === quote;
  $swapProgress.set({ status: 'checking' });
  try {
    if (!isSwapNetwork(network)) throw new SwapNetworkNotSupportedError(network.caipNetworkId);
    const router = swapRouterOf(network);
    const context = blockchainContext();
    // The price now: the swap is built on it, so the minimum the preview shows is the one its call guarantees.
    const toAmount = await fetchSwapQuote(context, { amount: quote.fromAmount, userAddress: address, from: from.address, to: to.address, gasPrice: $swap.get().gasPrice });
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
    if (allowance < quote.fromAmount) return $swapProgress.set({ status: 'ready', needsApproval: true, router });
    const adapter = await loadAdapter(network.chainNamespace);
    if (!adapter.prepareCall) throw new SendNotSupportedError(network.chainNamespace);
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
    const [transfer, balance] = await Promise.all([adapter.prepareCall(address, call, network), adapter.getBalance(address, network)]);
    if (!current()) return;
    // A native coin paid with leaves what the fee needs.
    if (transfer.fee + call.value > balance.value) throw new InsufficientFundsError();
    prepared = { transfer, quote };
    $swapProgress.set({ status: 'ready', needsApproval: false, fee: transfer.fee, router, value: call.value });
  } catch (error) {
    if (!current()) return;
    if (error instanceof SwapTransactionMismatchError) track('SWAP_ERROR', { network: network.caipNetworkId, step: 'swap', mismatch: error.mismatch });
    $swapProgress.set({ status: 'failed', message: () => errorMessage(error) });
  }
}
