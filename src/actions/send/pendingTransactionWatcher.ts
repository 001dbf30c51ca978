import type { SentTransaction, TransactionOutcome } from '../../connectors/NamespaceAdapter';
import { PENDING_TRANSACTIONS_LIMIT } from '../../config/transactionTiming';
import { getPendingTransactions, setPendingTransactions } from '../../services/storage/pendingTransactions';
import { $config } from '../../stores/config';
import { $pendingTransactions } from '../../stores/pendingTransactions';
import { showToast } from '../../stores/toast';
import { loadAdapter } from '../connection/loadAdapter';
import { outcomeMessage } from './outcomeMessage';
import { refreshAfterTransaction } from './refreshAfterTransaction';

let timer: ReturnType<typeof setTimeout> | undefined;
let polls = 0;

const enabled = () => $config.get().pendingTransactionsFilter.enable;
/** Spec §9: the watcher's counter limit, 99 polls in a page's life; after it nothing is polled. */
const stopped = () => polls >= PENDING_TRANSACTIONS_LIMIT;

/** `list` with `sent` in place of any entry of its id, at the end. */
const upsert = (list: readonly SentTransaction[], sent: SentTransaction) => [...list.filter((entry) => entry.id !== sent.id), sent];

/** Keeps a sent transaction for the watcher (when the page turned it on), in storage across reloads. */
export function rememberPendingTransaction(sent: SentTransaction): void {
  if (!enabled()) return;
  setPendingTransactions(upsert(getPendingTransactions(), sent));
  // Past the limit this page follows nothing: stored only, for the next visit's watcher.
  if (stopped()) return;
  $pendingTransactions.set(upsert($pendingTransactions.get(), sent));
  schedule();
}

/** The transaction ended while someone waited for it: the watcher lets it go. */
export function forgetPendingTransaction(id: string): void {
  const stored = getPendingTransactions();
  if (stored.some((entry) => entry.id === id)) setPendingTransactions(stored.filter((entry) => entry.id !== id));
  const list = $pendingTransactions.get();
  if (list.some((entry) => entry.id === id)) $pendingTransactions.set(list.filter((entry) => entry.id !== id));
}

/** One look at one transaction: its end, or undefined while pending or unreadable now. */
async function check(sent: SentTransaction): Promise<TransactionOutcome | undefined> {
  const network = $config.get().networks.find((candidate) => candidate.caipNetworkId === sent.caipNetworkId);
  if (!network) return undefined;
  try {
    return await (await loadAdapter(network.chainNamespace)).checkTransaction?.(sent, network);
  } catch {
    return undefined; // the network did not answer: asked again at the next poll
  }
}

async function poll(): Promise<void> {
  timer = undefined;
  polls += 1;
  for (const sent of [...$pendingTransactions.get()]) {
    const outcome = await check(sent);
    if (!outcome) continue;
    forgetPendingTransaction(sent.id);
    showToast(outcomeMessage(outcome), outcome.status === 'confirmed' ? 'success' : 'error');
    refreshAfterTransaction();
  }
  schedule();
}

/**
 * Polls while something is pending, every `pollingInterval`, until the spec §9 counter limit
 * (99 polls). At the limit the page lets go of what is still pending: the visitor is told it
 * may still land (Account no longer says it is pending), and storage keeps it for the next visit.
 */
function schedule(): void {
  if (timer || !enabled() || !$pendingTransactions.get().length) return;
  if (stopped()) return letGo();
  timer = setTimeout(() => void poll(), $config.get().pendingTransactionsFilter.pollingInterval);
}

function letGo(): void {
  $pendingTransactions.set([]);
  showToast(outcomeMessage({ status: 'timeout' }), 'error');
}

/**
 * The pending-transaction watcher (spec §4, §9: off unless the page turns it on with
 * `pendingTransactionsFilter.enable`): takes up the transactions stored by an earlier visit
 * and settles each as confirmed, failed or replaced, telling the visitor.
 */
export function watchPendingTransactions(): void {
  if (!enabled()) return;
  $pendingTransactions.set(getPendingTransactions());
  schedule();
}
