import { $isConnected } from '../stores/account';
import { getConnectionState } from '../stores/connection';
import { $switchedFromCaipNetworkId } from '../stores/network';
import type { ChainNamespace } from '../config/chainNamespaces';
import { setActiveNetwork } from './setActiveNetwork';

/**
 * Leaving Connect after a switch to a namespace with no connection (SwitchActiveChain) without
 * connecting there: the network the visitor came from, still connected, is active again, so
 * the button and the host's `$account` show the wallet they have.
 */
export function returnToConnectedNetwork(): void {
  const from = $switchedFromCaipNetworkId.get();
  $switchedFromCaipNetworkId.set(undefined);
  if (!from || $isConnected.get()) return;
  if (getConnectionState(from.split(':')[0] as ChainNamespace).status === 'connected') setActiveNetwork(from);
}
