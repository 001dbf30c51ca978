import { atom } from 'nanostores';
import type { SentTransaction } from '../connectors/NamespaceAdapter';

/** Transactions sent from the modal that have not ended yet, as the pending-transaction watcher follows them. */
export const $pendingTransactions = atom<readonly SentTransaction[]>([]);
