import { errorMessage } from '../../i18n/errorMessage';
import type { TransactionOutcome } from '../../connectors/NamespaceAdapter';
import { toWalletError } from '../../errors/toWalletError';
import { sendTexts } from '../../i18n/sendTexts';
import { track } from '../../stores/events';
import { resetView } from '../../stores/router';
import { $sendFee, $sendProgress, resetSendForm } from '../../stores/send';
import { showToast } from '../../stores/toast';
import { formatUnits } from '../../utils/formatUnits';
import { preparedSend } from './estimateSendFee';
import { outcomeMessage } from './outcomeMessage';
import { sendAndFollow } from './sendAndFollow';

/** How a wait ended, in the words of the progress store. */
function endOf(outcome: TransactionOutcome): 'confirmed' | 'repriced' | 'cancelled' | 'replaced' | 'reverted' | 'timeout' {
  return outcome.status === 'replaced' ? outcome.reason : outcome.status;
}

/**
 * Sends what the preview shows (sendAndFollow). Confirmed: a toast with the explorer
 * link, balances and Activity read again, back to Account. Replaced, reverted, timed out or
 * refused: the preview says which, and the visitor can go back. Each step is tracked.
 */
export async function sendTransfer(): Promise<void> {
  const ready = preparedSend();
  const progress = $sendProgress.get().status;
  if (!ready || progress === 'signing' || progress === 'pending') return;
  const { send, transfer } = ready;
  const { network, token } = send;
  const properties = {
    network: network.caipNetworkId,
    token: token.address ?? token.symbol,
    amount: formatUnits(send.transfer.amount, Number(token.quantity.decimals)),
  };
  track('SEND_INITIATED', properties);
  const fee = $sendFee.get();
  $sendProgress.set({ status: 'signing', send, fee });
  let explorerUrl: string | undefined;
  try {
    const { sent, outcome } = await sendAndFollow(network, transfer, (url) => {
      explorerUrl = url;
      $sendProgress.set({ status: 'pending', send, fee, explorerUrl });
    });
    if (outcome.status === 'confirmed') {
      track('SEND_SUCCESS', { ...properties, hash: sent.id });
      showToast(sendTexts.sentAmount({ amount: properties.amount, symbol: token.symbol }), 'success', { link: explorerUrl });
      resetSendForm();
      $sendProgress.set({ status: 'idle' });
      resetView('Account');
      return;
    }
    track('SEND_ERROR', { ...properties, hash: sent.id, reason: endOf(outcome) });
    $sendProgress.set({ status: 'ended', send, fee, outcome: endOf(outcome), message: () => outcomeMessage(outcome), explorerUrl });
  } catch (error) {
    const failure = toWalletError(error);
    track('SEND_ERROR', { ...properties, reason: failure.shortMessage });
    $sendProgress.set({ status: 'ended', send, fee, outcome: 'failed', message: () => errorMessage(failure), explorerUrl });
  }
}
