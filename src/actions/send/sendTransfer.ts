import { errorMessage } from '../../i18n/errorMessage';
import { SEND_RECEIPT_TIMEOUT_MS } from '../../config/transactionTiming';
import type { TransactionOutcome } from '../../connectors/NamespaceAdapter';
import { toWalletError } from '../../errors/toWalletError';
import { SendNotSupportedError } from '../../errors/transactionErrors';
import { messages } from '../../i18n/messages';
import { track } from '../../stores/events';
import { resetView } from '../../stores/router';
import { $sendProgress, resetSendForm } from '../../stores/send';
import { showToast } from '../../stores/toast';
import { explorerTxUrl } from '../../utils/explorerUrls';
import { formatUnits } from '../../utils/formatUnits';
import { loadAdapter } from '../connection/loadAdapter';
import { requestWallet } from '../wallet/requestWallet';
import { preparedSend } from './estimateSendFee';
import { outcomeMessage } from './outcomeMessage';
import { forgetPendingTransaction, rememberPendingTransaction } from './pendingTransactionWatcher';
import { refreshAfterTransaction } from './refreshAfterTransaction';

/** How a wait ended, in the words of the progress store. */
function endOf(outcome: TransactionOutcome): 'confirmed' | 'repriced' | 'cancelled' | 'replaced' | 'reverted' | 'timeout' {
  return outcome.status === 'replaced' ? outcome.reason : outcome.status;
}

/**
 * Sends what the preview shows: the wallet is asked through the one request path, then the
 * transaction is followed (spec §4, §9: 25 s for a send). Confirmed: a toast with the explorer
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
  $sendProgress.set({ status: 'signing' });
  let explorerUrl: string | undefined;
  try {
    const adapter = await loadAdapter(network.chainNamespace);
    if (!adapter.waitForTransaction) throw new SendNotSupportedError(network.chainNamespace);
    const sent = await transfer.sent(await requestWallet(network.chainNamespace, transfer.request));
    explorerUrl = explorerTxUrl(network, sent.id);
    $sendProgress.set({ status: 'pending', explorerUrl });
    rememberPendingTransaction(sent);
    const outcome = await adapter.waitForTransaction(sent, network, { timeoutMs: SEND_RECEIPT_TIMEOUT_MS });
    // Timed out, it may still land: the watcher (when on) goes on following it.
    if (outcome.status !== 'timeout') {
      forgetPendingTransaction(sent.id);
      refreshAfterTransaction();
    }
    if (outcome.status === 'confirmed') {
      track('SEND_SUCCESS', { ...properties, hash: sent.id });
      showToast(messages.sentAmount(properties.amount, token.symbol), 'success', { link: explorerUrl });
      resetSendForm();
      $sendProgress.set({ status: 'idle' });
      resetView('Account');
      return;
    }
    track('SEND_ERROR', { ...properties, hash: sent.id, reason: endOf(outcome) });
    $sendProgress.set({ status: 'ended', outcome: endOf(outcome), message: outcomeMessage(outcome), explorerUrl });
  } catch (error) {
    const failure = toWalletError(error);
    track('SEND_ERROR', { ...properties, reason: failure.shortMessage });
    $sendProgress.set({ status: 'ended', outcome: 'failed', message: errorMessage(failure), explorerUrl });
  }
}
