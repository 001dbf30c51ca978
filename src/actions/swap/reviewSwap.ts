import { errorMessage } from '../../i18n/errorMessage';
import { SWAP_SLIPPAGE } from '../../config/defaults';
import { isSwapNetwork } from '../../config/isSwapNetwork';
import type { PreparedTransfer } from '../../connectors/NamespaceAdapter';
import { InsufficientFundsError, SendNotSupportedError, SwapNetworkNotSupportedError } from '../../errors/transactionErrors';
import { buildSwapTransaction, fetchAllowance } from '../../services/convert/convertCalls';
import { isNativeToken } from '../../utils/nativeToken';
import { getAccount } from '../../stores/account';
import { $activeNetwork } from '../../stores/network';
import { blockchainContext } from '../../stores/serviceContexts';
import { $swap, $swapProgress } from '../../stores/swap';
import { loadAdapter } from '../connection/loadAdapter';

/** The swap transaction prepared for the preview, with the quote it was built for. */
let prepared: { transfer: PreparedTransfer; fromAmount: bigint } | undefined;

export const preparedSwap = () => prepared;

/**
 * SwapPreview's check (spec §3 swap flow): on a swap network, the allowance of a token to pay
 * with (below the amount: approve first); otherwise the swap transaction is built by the
 * convert service (slippage 1 %) and prepared with its fee, and a native coin paid with must
 * leave enough for that fee.
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
    const context = blockchainContext();
    const native = isNativeToken(from.address);
    const allowance = native ? quote.fromAmount : await fetchAllowance(context, from.address, address);
    if (allowance < quote.fromAmount) return $swapProgress.set({ status: 'ready', needsApproval: true });
    const adapter = await loadAdapter(network.chainNamespace);
    if (!adapter.prepareCall) throw new SendNotSupportedError(network.chainNamespace);
    const built = await buildSwapTransaction(context, { amount: quote.fromAmount, slippage: SWAP_SLIPPAGE, from: from.address, to: to.address, userAddress: address });
    const [transfer, balance] = await Promise.all([adapter.prepareCall(address, built, network), adapter.getBalance(address, network)]);
    // A native coin paid with leaves what the fee needs.
    if (transfer.fee + built.value > balance.value) throw new InsufficientFundsError();
    prepared = { transfer, fromAmount: quote.fromAmount };
    $swapProgress.set({ status: 'ready', needsApproval: false, fee: transfer.fee });
  } catch (error) {
    $swapProgress.set({ status: 'failed', message: () => errorMessage(error) });
  }
}
