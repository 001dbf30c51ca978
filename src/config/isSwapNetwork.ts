import type { Network } from './Network';

/** Spec §9: the eip155 chains the convert service swaps on. */
const SWAP_CHAIN_IDS: readonly number[] = [1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554];

/** Whether the convert service swaps (and prices gas) on a network. */
export function isSwapNetwork(network: Network): boolean {
  return network.chainNamespace === 'eip155' && SWAP_CHAIN_IDS.includes(Number(network.id));
}
