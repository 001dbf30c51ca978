import { getActiveCaipNetworkId } from '../services/storage';
import { $storedCaipNetworkId } from '../stores/network';

/**
 * Reads what an earlier visit left in storage. Synchronous and local: the modal never
 * waits on the network to start. Invalid stored values were already dropped by storage.
 */
export function restoreSession(): void {
  $storedCaipNetworkId.set(getActiveCaipNetworkId());
}
