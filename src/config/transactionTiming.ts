import type { Network } from './Network';

/** Spec §9: the base fee multiplier of EIP-1559 fee estimates. */
export const BASE_FEE_MULTIPLIER = 1.2;
/** Spec §9: how long a send waits for its receipt. */
export const SEND_RECEIPT_TIMEOUT_MS = 25_000;
/** Spec §9: reading a receipt is retried 6 times, from 200 ms doubling. */
export const RECEIPT_RETRY_COUNT = 6;
export const RECEIPT_RETRY_DELAY_MS = 200;
/** Spec §9: pending-transaction watching polls every 30 s and stops at its counter limit. */
export const PENDING_WATCH_POLL_MS = 30_000;
export const PENDING_TRANSACTIONS_LIMIT = 99;

/** Block times of the networks that have one fixed, in ms; unknown networks poll at the slowest rate. */
const BLOCK_TIME_MS: Readonly<Record<string, number>> = {
  'eip155:1': 12_000,
  'eip155:11155111': 12_000,
  'eip155:10': 2_000,
  'eip155:8453': 2_000,
  'eip155:84532': 2_000,
  'eip155:42161': 250,
  'eip155:137': 2_000,
  'eip155:56': 3_000,
  'eip155:100': 5_000,
  'eip155:43114': 2_000,
  'eip155:324': 1_000,
  'eip155:250': 1_000,
  'eip155:8217': 1_000,
  'eip155:1313161554': 1_000,
};
const SOLANA_SLOT_MS = 400;

/** Spec §9: a transaction is polled at half the block time, between 500 ms and 4 s. */
export function pollingIntervalOf(network: Network): number {
  const blockTime = network.chainNamespace === 'solana' ? SOLANA_SLOT_MS : BLOCK_TIME_MS[network.caipNetworkId];
  if (blockTime === undefined) return 4_000;
  return Math.min(4_000, Math.max(500, blockTime / 2));
}
