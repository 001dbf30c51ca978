import { errorMessage } from '../../i18n/errorMessage';
import type { PreparedTransfer } from '../../connectors/NamespaceAdapter';
import { GasEstimationError, SendNotSupportedError, TokenDetailsMismatchError } from '../../errors/transactionErrors';
import { sendTexts } from '../../i18n/sendTexts';
import { $sendFee, $sendForm, $sendRecipient, type CurrentSend } from '../../stores/send';
import { loadAdapter } from '../connection/loadAdapter';
import { tokenDecimalsProblem } from '../wallet/tokenDecimalsProblem';
import { latestQuestion } from '../../utils/latestQuestion';
import { currentSend } from './currentSend';

/** The transfer prepared for the preview, with the form it was prepared from. */
let prepared: { send: CurrentSend; transfer: PreparedTransfer; form: unknown } | undefined;
/** Only the latest estimate writes: one for an older form that ends later is dropped. */
const estimates = latestQuestion(0);

const formKey = () => [$sendForm.get(), $sendRecipient.get()];

/** The prepared transfer, while the form is still the one it was prepared from. */
export function preparedSend(): { send: CurrentSend; transfer: PreparedTransfer } | undefined {
  const [form, recipient] = formKey();
  const then = prepared?.form as unknown[] | undefined;
  return prepared && then && then[0] === form && then[1] === recipient ? prepared : undefined;
}

function feeFailure(error: unknown): string {
  if (error instanceof GasEstimationError && error.reason) return sendTexts.feeFailedWithReason({ message: errorMessage(error), reason: error.reason });
  return errorMessage(error);
}

/**
 * Reads the fee of the send in the form (the preview), once the token's network and decimals are
 * the chain's (tokenDecimalsProblem: the amount is in them): the adapter builds the wallet request
 * with its fee, and the native balance is read fresh, so the preview can tell whether the
 * amount and the fee together fit ("Insufficient funds"). An answer for an older form is dropped.
 */
export async function estimateSendFee(): Promise<void> {
  const current = currentSend();
  if (!('send' in current)) return;
  const { send } = current;
  const isLatest = estimates.begin();
  const form = formKey();
  $sendFee.set({ status: 'estimating' });
  try {
    const adapter = await loadAdapter(send.network.chainNamespace);
    if (!adapter.prepareTransfer) throw new SendNotSupportedError(send.network.chainNamespace);
    // The amount is in the decimals the balance service listed: held to the chain's while the fee is
    // read, and said first (a fee for wrong units can fail for that very reason).
    const { token } = send;
    const checking = tokenDecimalsProblem({ symbol: token.symbol, address: token.address ?? undefined, decimals: Number(token.quantity.decimals) }, send.network, adapter);
    const preparing = Promise.all([adapter.prepareTransfer(send.transfer, send.network), adapter.getBalance(send.transfer.from, send.network)]);
    preparing.catch(() => undefined);
    const problem = await checking;
    if (problem) throw new TokenDetailsMismatchError(token.symbol, problem);
    const [transfer, native] = await preparing;
    if (!isLatest()) return;
    prepared = { send, transfer, form };
    $sendFee.set({ status: 'ready', fee: transfer.fee, nativeBalance: native.value, decimals: native.decimals, symbol: native.symbol });
  } catch (error) {
    if (isLatest()) $sendFee.set({ status: 'failed', message: () => feeFailure(error) });
  }
}
