import { numberToHex, TransactionReceiptNotFoundError, type Address, type Client, type Hash, type Transaction } from 'viem';
import { getBlock, getBlockNumber, getCode, getTransaction, getTransactionCount, getTransactionReceipt } from 'viem/actions';
import { RECEIPT_RETRY_COUNT, RECEIPT_RETRY_DELAY_MS } from '../../../config/transactionTiming';
import type { SentTransaction, TransactionOutcome } from '../../NamespaceAdapter';
import { sleep } from '../../../utils/sleep';
import { pollTransaction } from '../../pollTransaction';
import { revertReasonOf } from './revertReasonOf';

/**
 * The receipt read, tried again on failure: 6 retries from 200 ms, doubling (spec §9). Other
 * reads are tried again by the poll itself, whose deadline bounds all of them.
 */
async function withRetry<T>(read: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= RECEIPT_RETRY_COUNT) throw error;
      await sleep(RECEIPT_RETRY_DELAY_MS * 2 ** attempt);
    }
  }
}

/** Why a mined transaction reverted: its call replayed at its block, or undefined when the contract gave no reason. */
async function revertReason(client: Client, hash: Hash, blockNumber: bigint): Promise<string | undefined> {
  try {
    const { from, to, input, value, gas } = await getTransaction(client, { hash });
    // The raw RPC call (viem's call action brings CCIP lookups and signature recovery along).
    await client.request({
      method: 'eth_call',
      params: [{ from, ...(to ? { to } : {}), data: input, value: numberToHex(value), gas: numberToHex(gas) }, numberToHex(blockNumber)],
    });
    return undefined;
  } catch (error) {
    return revertReasonOf(error);
  }
}

/** ERC-20 `approve(address,uint256)`: wallets let the visitor edit the amount (the spending cap). */
const APPROVE = '0x095ea7b3';
/** An approve call's selector and spender (the amount, its last word, is the visitor's to change). */
const APPROVE_SPENDER_END = 10 + 64;

/** Whether `mined` is the call asked: the same data, or for an approval the same spender, whatever cap the visitor set in the wallet. */
function sameCall(asked: string, mined: string): boolean {
  if (asked === mined) return true;
  return asked.startsWith(APPROVE) && asked.length === mined.length && asked.slice(0, APPROVE_SPENDER_END) === mined.slice(0, APPROVE_SPENDER_END);
}

/**
 * Whether the mined transaction is the one the wallet was asked to send (the sent transaction's
 * intent): sent by the visitor's account to the address asked, with the value and call asked
 * (an approval's amount may be the one the visitor set in the wallet). Only where that can be
 * read: an account that runs code at that block (a smart account, whose call goes inside a
 * bundle another account sends, or an EIP-7702 delegation, whose wallet may wrap it) is taken
 * as it is.
 */
async function isTheAskedTransaction(client: Client, sent: SentTransaction, hash: Hash, blockNumber: bigint): Promise<boolean> {
  const { intent } = sent;
  if (!intent) return true;
  const [mined, code] = await Promise.all([getTransaction(client, { hash }), getCode(client, { address: sent.from as Address, blockNumber })]);
  if (code !== undefined && code !== '0x') return true;
  return (
    mined.from.toLowerCase() === sent.from.toLowerCase() &&
    mined.to?.toLowerCase() === intent.to.toLowerCase() &&
    mined.value === intent.value &&
    sameCall((intent.data ?? '0x').toLowerCase(), mined.input.toLowerCase())
  );
}

/**
 * The transaction's receipt read as its end, or undefined when it is not mined. A transaction
 * the wallet named that is not the one it was asked for ends as replaced by another of the
 * wallet's, never as the transfer the visitor reviewed.
 */
async function minedOutcome(client: Client, sent: SentTransaction): Promise<TransactionOutcome | undefined> {
  const hash = sent.id as Hash;
  const receipt = await withRetry(() =>
    getTransactionReceipt(client, { hash }).catch((error: unknown) => {
      if (error instanceof TransactionReceiptNotFoundError) return undefined;
      throw error;
    }),
  );
  if (!receipt) return undefined;
  if (!(await isTheAskedTransaction(client, sent, hash, receipt.blockNumber))) return { status: 'replaced', reason: 'replaced', replacementId: hash };
  if (receipt.status === 'reverted') return { status: 'reverted', reason: await revertReason(client, hash, receipt.blockNumber) };
  return { status: 'confirmed' };
}

/** The transaction of `from` with `nonce` mined in blocks `fromBlock`..latest, newest first. */
async function minedWithNonce(client: Client, from: string, nonce: number, fromBlock: bigint): Promise<Transaction | undefined> {
  const latest = await getBlockNumber(client, { cacheTime: 0 });
  for (let number = latest; number >= fromBlock; number -= 1n) {
    const block = await getBlock(client, { blockNumber: number, includeTransactions: true });
    const found = block.transactions.find((candidate) => candidate.from.toLowerCase() === from.toLowerCase() && candidate.nonce === nonce);
    if (found) return found;
  }
  return undefined;
}

/** Spec §4: a replacement is repriced (the same call at another fee), cancelled (nothing, to the sender) or replaced. */
function classOf(sent: SentTransaction, replacement: Transaction): 'repriced' | 'cancelled' | 'replaced' {
  const { intent } = sent;
  const to = replacement.to?.toLowerCase();
  if (intent && to === intent.to.toLowerCase() && replacement.value === intent.value && replacement.input.toLowerCase() === (intent.data ?? '0x').toLowerCase()) return 'repriced';
  if (to === sent.from.toLowerCase() && replacement.value === 0n) return 'cancelled';
  return 'replaced';
}

/**
 * One look at a sent transaction: its receipt when mined; when the sender's nonce was used
 * without it, the transaction that took the nonce (searched from `fromBlock`) and its class;
 * undefined while it is still waiting.
 */
async function lookOnce(client: Client, sent: SentTransaction, fromBlock: bigint | undefined): Promise<TransactionOutcome | undefined> {
  const mined = await minedOutcome(client, sent);
  if (mined || sent.nonce === undefined) return mined;
  const next = await getTransactionCount(client, { address: sent.from as Address, blockTag: 'latest' });
  if (next <= sent.nonce) return undefined;
  // Mined between the two reads, or another transaction took the nonce.
  const minedSince = await minedOutcome(client, sent);
  if (minedSince) return minedSince;
  const replacement = fromBlock === undefined ? undefined : await minedWithNonce(client, sent.from, sent.nonce, fromBlock);
  if (!replacement) return { status: 'replaced', reason: 'replaced' };
  return { status: 'replaced', reason: classOf(sent, replacement), replacementId: replacement.hash };
}

/**
 * Follows a sent EVM transaction to its end (spec §4), polling at `pollingInterval` until
 * `timeoutMs`: its receipt (a revert with the contract's reason, replayed as a call), or the
 * transaction that took its nonce, classed as repriced, cancelled or replaced. What is known
 * of it from the send (sender, nonce, call) is used, so a replacement that came before the
 * first look is still recognised (viem's own wait never settles then: viem issue #3875).
 */
export async function waitForEvmTransaction(
  client: Client,
  sent: SentTransaction,
  { timeoutMs, pollingInterval }: { timeoutMs: number; pollingInterval: number },
): Promise<TransactionOutcome> {
  // The transaction cannot be mined before the block of the first look: a replacement is
  // searched from there. Read inside the poll, so the wait's deadline bounds it too.
  let fromBlock: bigint | undefined;
  return pollTransaction(
    async () => {
      fromBlock ??= await getBlockNumber(client, { cacheTime: 0 });
      return lookOnce(client, sent, fromBlock);
    },
    { timeoutMs, pollingInterval },
  );
}

/** One look at a transaction sent earlier (the pending-transaction watcher, after a reload); undefined while it waits. */
export function checkEvmTransaction(client: Client, sent: SentTransaction): Promise<TransactionOutcome | undefined> {
  return lookOnce(client, sent, undefined);
}
