import { TransactionReceiptNotFoundError, WaitForTransactionReceiptTimeoutError, type Hash, type PublicClient } from 'viem';
import { RECEIPT_RETRY_COUNT, RECEIPT_RETRY_DELAY_MS } from '../../../config/transactionTiming';
import type { SentTransaction, TransactionOutcome } from '../../NamespaceAdapter';
import { revertReasonOf } from './revertReasonOf';

/** Why a mined transaction reverted: its call replayed at its block, or undefined when the contract gave no reason. */
async function revertReason(client: PublicClient, hash: Hash, blockNumber: bigint): Promise<string | undefined> {
  try {
    const { from, to, input, value, gas } = await client.getTransaction({ hash });
    await client.call({ account: from, to, data: input, value, gas, blockNumber });
    return undefined;
  } catch (error) {
    return revertReasonOf(error);
  }
}

/**
 * Follows a sent EVM transaction to its end (spec §4): viem polls new blocks for the receipt
 * at `pollingInterval`, and classes a replacement (same sender and nonce, another hash) as
 * repriced (same call, higher fee), cancelled (to the sender, no value) or replaced. A
 * reverted receipt gives the contract's reason when the call, replayed, gives one.
 */
export async function waitForEvmTransaction(
  client: PublicClient,
  sent: SentTransaction,
  { timeoutMs, pollingInterval }: { timeoutMs: number; pollingInterval: number },
): Promise<TransactionOutcome> {
  const hash = sent.id as Hash;
  let replaced: Extract<TransactionOutcome, { status: 'replaced' }> | undefined;
  try {
    const receipt = await client.waitForTransactionReceipt({
      hash,
      timeout: timeoutMs,
      pollingInterval,
      retryCount: RECEIPT_RETRY_COUNT,
      retryDelay: ({ count }) => RECEIPT_RETRY_DELAY_MS * 2 ** count,
      onReplaced: ({ reason, transaction }) => {
        replaced = { status: 'replaced', reason, replacementId: transaction.hash };
      },
    });
    if (replaced) return replaced;
    if (receipt.status === 'reverted') return { status: 'reverted', reason: await revertReason(client, hash, receipt.blockNumber) };
    return { status: 'confirmed' };
  } catch (error) {
    if (error instanceof WaitForTransactionReceiptTimeoutError) return { status: 'timeout' };
    throw error;
  }
}

/** The transaction's receipt read as its end, or undefined when it is not mined. */
async function minedOutcome(client: PublicClient, hash: Hash): Promise<TransactionOutcome | undefined> {
  const receipt = await client.getTransactionReceipt({ hash }).catch((error: unknown) => {
    if (error instanceof TransactionReceiptNotFoundError) return undefined;
    throw error;
  });
  if (!receipt) return undefined;
  if (receipt.status === 'reverted') return { status: 'reverted', reason: await revertReason(client, hash, receipt.blockNumber) };
  return { status: 'confirmed' };
}

/**
 * One look at a transaction sent earlier (the pending-transaction watcher, after a reload):
 * its receipt when mined; 'replaced' when the sender's nonce moved past it without it;
 * undefined while it is still waiting.
 */
export async function checkEvmTransaction(client: PublicClient, sent: SentTransaction): Promise<TransactionOutcome | undefined> {
  const hash = sent.id as Hash;
  const mined = await minedOutcome(client, hash);
  if (mined || sent.nonce === undefined) return mined;
  const next = await client.getTransactionCount({ address: sent.from as `0x${string}`, blockTag: 'latest' });
  if (next <= sent.nonce) return undefined;
  // Mined between the two reads, or replaced by another transaction of that nonce.
  return (await minedOutcome(client, hash)) ?? { status: 'replaced', reason: 'replaced' };
}
