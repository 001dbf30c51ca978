import { pushView } from '../../stores/router';
import { $swapProgress } from '../../stores/swap';
import { loadSwapTokens } from './loadSwapTokens';

/**
 * Opens Swap on a fresh form: the network's tokens and their prices are read, the native coin
 * is the first token to pay with. Outside the spec §9 swap networks the view says 'Network
 * not supported for Swaps' and the service is not called.
 */
export async function openSwap(): Promise<void> {
  $swapProgress.set({ status: 'idle' });
  pushView('Swap');
  await loadSwapTokens();
}
