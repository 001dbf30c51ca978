import { resetView } from '../stores/router';
import { setActiveNetwork } from './setActiveNetwork';

/**
 * SwitchActiveChain's confirmation (spec §2): the network of another namespace becomes the
 * active one, every connection stays, and Connect offers that namespace's wallets.
 */
export function switchActiveChain(caipNetworkId: string): void {
  setActiveNetwork(caipNetworkId);
  resetView('Connect');
}
