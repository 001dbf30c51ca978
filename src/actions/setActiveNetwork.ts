import { setActiveCaipNetworkId, setActiveNamespace } from '../services/storage/connectionPersistenceWrites';
import { emitHostEvent } from '../stores/hostEvents';
import { $activeCaipNetworkId, $activeNetwork } from '../stores/network';
import { resetSendForm } from '../stores/send';

/**
 * Makes a network active: namespace, network and the shown address follow it, the send
 * form is emptied and the choice is stored (spec §4).
 */
export function setActiveNetwork(caipNetworkId: string): void {
  const previous = $activeNetwork.get().caipNetworkId;
  $activeCaipNetworkId.set(caipNetworkId);
  resetSendForm();
  setActiveCaipNetworkId(caipNetworkId as `${string}:${string}`);
  setActiveNamespace($activeNetwork.get().chainNamespace);
  if (previous !== caipNetworkId) emitHostEvent('network-change', { caipNetworkId });
}
