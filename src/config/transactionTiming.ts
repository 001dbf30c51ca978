import { builtInNetwork } from '../connectors/namespaceConnectors';
import type { Network } from './Network';

/** Spec §9: the base fee multiplier of EIP-1559 fee estimates. */
export const BASE_FEE_MULTIPLIER = 1.2;
/** Spec §9: how long a send waits for its receipt. */
export const SEND_RECEIPT_TIMEOUT_MS = 25_000;
/**
 * How long the nonce of a transaction a wallet sent is read before the transaction is followed
 * without it: a slow or unreachable gateway must not hold the send before its own 25 s follow.
 */
export const SENT_NONCE_READ_MS = 5_000;
/** Spec §9: reading a receipt is retried 6 times, from 200 ms doubling. */
export const RECEIPT_RETRY_COUNT = 6;
export const RECEIPT_RETRY_DELAY_MS = 200;
/** Spec §9: pending-transaction watching polls every 30 s and stops at its counter limit. */
export const PENDING_WATCH_POLL_MS = 30_000;
export const PENDING_TRANSACTIONS_LIMIT = 99;

/**
 * Spec §9: a transaction is polled at half the block time (its built-in network's), between
 * 500 ms and 4 s; a network with no fixed block time polls at the slowest rate.
 */
export function pollingIntervalOf(network: Network): number {
  const blockTime = builtInNetwork(network.caipNetworkId)?.blockTimeMs;
  if (blockTime === undefined) return 4_000;
  return Math.min(4_000, Math.max(500, blockTime / 2));
}
