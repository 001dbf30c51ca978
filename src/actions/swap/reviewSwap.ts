import { errorMessage } from '../../i18n/errorMessage';
import { SWAP_SLIPPAGE } from '../../config/defaults';
import { isSwapNetwork } from '../../config/isSwapNetwork';
import type { PreparedTransfer } from '../../connectors/NamespaceAdapter';
import { InsufficientFundsError, SendNotSupportedError, SwapNetworkNotSupportedError, SwapTransactionMismatchError } from '../../errors/transactionErrors';
import { buildSwapTransaction, fetchAllowance } from '../../services/convert/convertCalls';
import { isNativeToken } from '../../utils/nativeToken';
import { minimumReceived } from '../../utils/minimumReceived';
import { getAccount } from '../../stores/account';
import { track } from '../../stores/events';
import { $activeNetwork } from '../../stores/network';
import { blockchainContext } from '../../stores/serviceContexts';
import { $swap, $swapProgress } from '../../stores/swap';
import { loadAdapter } from '../connection/loadAdapter';
import { checkSwapTransaction } from './checkSwapTransaction';
import { swapRouterOf } from './swapRouterOf';

/** The swap transaction prepared for the preview, with the quote it was built for. */
let prepared: { transfer: PreparedTransfer; fromAmount: bigint } | undefined;

export const preparedSwap = () => prepared;

/**
 * SwapPreview's check (spec §3 swap flow): on a swap network, the allowance of a token to pay
 * with (below the amount: approve first); otherwise the swap transaction is built by the
 * convert service (slippage 1 %), checked against the quote and the preview
 * (checkSwapTransaction: nothing the service built goes to the wallet unchecked), and prepared
 * with its fee; a native coin paid with must leave enough for that fee. The preview shows the
 * contract the swap goes to and the value it sends.
 */
export async function reviewSwap(): Promise<void> {
  const network = $activeNetwork.get();
  const { from, to, quote } = $swap.get();
  const address = getAccount(network.chainNamespace).address;
  prepared = undefined;
  if (!from || !to || quote.status !== 'ready' || !address) return;
  $swapProgress.set({ status: 'checking' });
  try {
    if (!isSwapNetwork(network)) throw new SwapNetworkNotSupportedError(network.caipNetworkId);
    const router = swapRouterOf(network);
    const context = blockchainContext();
    // The hosted service takes the account as CAIP-10 on the allowance and build calls.
    const userAddress = `${network.caipNetworkId}:${address}`;
    const allowance = isNativeToken(from.address) ? quote.fromAmount : await fetchAllowance(context, from.address, userAddress);
    if (allowance < quote.fromAmount) return $swapProgress.set({ status: 'ready', needsApproval: true, router });
    const adapter = await loadAdapter(network.chainNamespace);
    if (!adapter.prepareCall) throw new SendNotSupportedError(network.chainNamespace);
    const built = await buildSwapTransaction(context, { amount: quote.fromAmount, slippage: SWAP_SLIPPAGE, from: from.address, to: to.address, userAddress });
    const call = checkSwapTransaction(built, {
      caipNetworkId: network.caipNetworkId,
      user: address,
      from: from.address,
      amount: quote.fromAmount,
      minimum: minimumReceived(quote.toAmount),
      router,
    });
    const [transfer, balance] = await Promise.all([adapter.prepareCall(address, call, network), adapter.getBalance(address, network)]);
    // A native coin paid with leaves what the fee needs.
    if (transfer.fee + call.value > balance.value) throw new InsufficientFundsError();
    prepared = { transfer, fromAmount: quote.fromAmount };
    $swapProgress.set({ status: 'ready', needsApproval: false, fee: transfer.fee, router, value: call.value });
  } catch (error) {
    if (error instanceof SwapTransactionMismatchError) track('SWAP_ERROR', { network: network.caipNetworkId, step: 'swap', mismatch: error.mismatch });
    $swapProgress.set({ status: 'failed', message: () => errorMessage(error) });
  }
}
