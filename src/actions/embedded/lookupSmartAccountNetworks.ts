import type { SecureFrame } from '../../connectors/embedded/createSecureFrame';
import { getSmartAccountEnabledNetworks, setSmartAccountEnabledNetworks } from '../../services/storage/embeddedWalletKeys';
import { $config } from '../../stores/config';
import { $smartAccountNetworks } from '../../stores/smartAccountNetworks';

/** The lookup under way, per frame: a second ask while it runs joins it. */
const running = new WeakMap<SecureFrame, Promise<void>>();

/**
 * Asks the frame on which networks the embedded wallet has smart accounts (spec §4: saved after
 * the lookup, emptied on failure). The last visit's list stands until the answer; an answer that
 * is not a list of chain ids (or does not come in the service timeout) counts as a failure.
 * One lookup per frame at a time (the frame's set-up and a sign-in may both ask). Runs in the
 * background: nothing waits for it.
 */
export function lookupSmartAccountNetworks(frame: SecureFrame): Promise<void> {
  const held = running.get(frame);
  if (held) return held;
  const lookup = lookUp(frame).finally(() => running.delete(frame));
  running.set(frame, lookup);
  return lookup;
}

async function lookUp(frame: SecureFrame): Promise<void> {
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
