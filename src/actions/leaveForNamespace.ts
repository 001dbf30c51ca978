import { $isConnected } from '../stores/account';
import { $activeNetwork, $switchedFromCaipNetworkId } from '../stores/network';
import { setActiveNetwork } from './setActiveNetwork';

/**
 * Makes another namespace's network active, remembering the connected network it leaves, so that
 * going back or closing without connecting there makes that one active again
 * (returnToConnectedNetwork). Left from a network that is not connected, the one remembered before
 * is kept. Whether a connected network was left.
 */
export function leaveForNamespace(caipNetworkId: string): boolean {
  const from = $isConnected.get() ? $activeNetwork.get().caipNetworkId : undefined;
  setActiveNetwork(caipNetworkId);
  $switchedFromCaipNetworkId.set(from ?? $switchedFromCaipNetworkId.get());
  return from !== undefined;
}
