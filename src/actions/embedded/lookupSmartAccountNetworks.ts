import type { SecureFrame } from '../../connectors/embedded/createSecureFrame';
import { getSmartAccountEnabledNetworks, setSmartAccountEnabledNetworks } from '../../services/storage';
import { $config } from '../../stores/config';
import { $smartAccountNetworks } from '../../stores/smartAccountNetworks';

/**
 * Asks the frame on which networks the embedded wallet has smart accounts (spec §4: saved after
 * the lookup, emptied on failure). The last visit's list stands until the answer; an answer that
 * is not a list of chain ids (or does not come in the service timeout) counts as a failure.
 * Runs in the background: nothing waits for it.
 */
export async function lookupSmartAccountNetworks(frame: SecureFrame): Promise<void> {
  $smartAccountNetworks.set(getSmartAccountEnabledNetworks());
  let found: number[] = [];
  try {
    const answer = await frame.request<{ smartAccountEnabledNetworks?: unknown }>('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {}, { timeoutMs: $config.get().serviceTimeoutMs });
    const list = answer?.smartAccountEnabledNetworks;
    // The store checks the list (positive integers, no repeats): refused, it is a failure.
    if (Array.isArray(list) && setSmartAccountEnabledNetworks(list as number[])) found = list as number[];
  } catch {
    // A refusal or no answer: emptied below.
  }
  if (!found.length) setSmartAccountEnabledNetworks([]);
  $smartAccountNetworks.set(found);
}
