import { pushView, resetView } from '../stores/router';
import { leaveForNamespace } from './leaveForNamespace';

/**
 * SwitchActiveChain's confirmation (spec §2): the network of another namespace becomes the
 * active one, every connection stays, and Connect offers that namespace's wallets. Left from a
 * connected account, Connect comes with Back to it, and the account comes back if the visitor
 * goes back or closes without connecting there.
 */
export function switchActiveChain(caipNetworkId: string): void {
  const fromConnected = leaveForNamespace(caipNetworkId);
  resetView(fromConnected ? 'Account' : 'Connect');
  if (fromConnected) pushView('Connect');
}
