import type { SentTransaction } from '../../connectors/NamespaceAdapter';
import { PENDING_TRANSACTIONS_LIMIT } from '../../config/transactionTiming';
import { isArrayOf, isOptional, isRecord, isText } from './guards';
import { readJson, writeJson } from './jsonItem';
import { StorageKeys } from './storageKeys';

// 99 entries of a hash, a network id, an address and a nonce fit well within this.
const MAX_RAW_LENGTH = 64 * 1024;

function isSentTransaction(value: unknown): value is SentTransaction {
  return (
    isRecord(value) &&
    isText(value.id, 128) &&
    isText(value.caipNetworkId, 100) &&
    isText(value.from, 128) &&
    isOptional(value, 'nonce', (nonce): nonce is number => Number.isSafeInteger(nonce) && (nonce as number) >= 0)
  );
}

const isPendingList = (value: unknown): value is SentTransaction[] => isArrayOf(value, isSentTransaction, PENDING_TRANSACTIONS_LIMIT);

/** The transactions sent from the modal that had not ended when last seen (the pending-transaction watcher's). */
export function getPendingTransactions(): SentTransaction[] {
  return readJson(StorageKeys.PENDING_TRANSACTIONS, isPendingList, MAX_RAW_LENGTH) ?? [];
}

/** Stores the list; beyond the spec §9 limit of 99, the oldest are dropped. */
export function setPendingTransactions(list: readonly SentTransaction[]): void {
  const kept = list.slice(-PENDING_TRANSACTIONS_LIMIT).map(({ id, caipNetworkId, from, nonce }) => ({ id, caipNetworkId, from, ...(nonce === undefined ? {} : { nonce }) }));
  writeJson(StorageKeys.PENDING_TRANSACTIONS, kept, isPendingList, MAX_RAW_LENGTH);
}
