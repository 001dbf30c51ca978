import { $isConnected } from '../stores/account';
import { $activeNetwork, $switchedFromCaipNetworkId } from '../stores/network';
import { pushView, resetView } from '../stores/router';
import { setActiveNetwork } from './setActiveNetwork';

/**
 * SwitchActiveChain's confirmation (spec §2): the network of another namespace becomes the
 * active one, every connection stays, and Connect offers that namespace's wallets. Left from a
 * connected account, Connect comes with Back to it, and the account comes back if the visitor
 * goes back or closes without connecting there.
 */
export function switchActiveChain(caipNetworkId: string): void {
  const from = $isConnected.get() ? $activeNetwork.get().caipNetworkId : undefined;
  setActiveNetwork(caipNetworkId);
  $switchedFromCaipNetworkId.set(from);
  resetView(from ? 'Account' : 'Connect');
  if (from) pushView('Connect');
}
