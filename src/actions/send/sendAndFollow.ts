import { SEND_RECEIPT_TIMEOUT_MS } from '../../config/transactionTiming';
import type { Network } from '../../config/Network';
import type { PreparedTransfer, SentTransaction, TransactionOutcome } from '../../connectors/NamespaceAdapter';
import { SendNotSupportedError } from '../../errors/transactionErrors';
import { explorerTxUrl } from '../../utils/explorerUrls';
import { loadAdapter } from '../connection/loadAdapter';
import { requestWallet } from '../wallet/requestWallet';
import { forgetPendingTransaction, rememberPendingTransaction } from './pendingTransactionWatcher';
import { refreshAfterTransaction } from './refreshAfterTransaction';

export interface FollowedTransaction {
  sent: SentTransaction;
  outcome: TransactionOutcome;
  explorerUrl: string | undefined;
}

/**
 * What every transaction the modal sends goes through (a send, a swap's approval and the swap):
 * the wallet is asked through the one request path, then the transaction is followed for 25 s
 * (spec §4, §9). `onSent` hears of it as soon as the wallet has sent it. It is kept for the
 * pending-transaction watcher until it ends: timed out, it may still land, and the watcher (when
 * on) goes on following it. Once it has ended, balances and Activity are read again.
 */
export async function sendAndFollow(network: Network, transfer: PreparedTransfer, onSent: (explorerUrl: string | undefined) => void): Promise<FollowedTransaction> {
  const adapter = await loadAdapter(network.chainNamespace);
  if (!adapter.waitForTransaction) throw new SendNotSupportedError(network.chainNamespace);
  const sent = await transfer.sent(await requestWallet(network.chainNamespace, transfer.request));
  const explorerUrl = explorerTxUrl(network, sent.id);
  onSent(explorerUrl);
  rememberPendingTransaction(sent);
  const outcome = await adapter.waitForTransaction(sent, network, { timeoutMs: SEND_RECEIPT_TIMEOUT_MS });
  if (outcome.status !== 'timeout') {
    forgetPendingTransaction(sent.id);
    refreshAfterTransaction();
  }
  return { sent, outcome, explorerUrl };
}
