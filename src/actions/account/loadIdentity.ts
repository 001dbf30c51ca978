import { fetchIdentity } from '../../services/blockchain/fetchIdentity';
import { getCachedIdentity, setCachedIdentity } from '../../services/storage/cachedLookups';
import { getAccount, patchAccount } from '../../stores/account';
import { $activeNamespace } from '../../stores/network';
import { $offeredFeatures } from '../../stores/offeredFeatures';
import { blockchainContext } from '../../stores/serviceContexts';

/**
 * The connected account's name and avatar from the identity call (spec §7), cached
 * 5 minutes in browser storage, where the feature registry offers names (spec §9: EVM
 * only). A failure leaves the short address, which is what the visitor saw anyway.
 */
export async function loadIdentity(): Promise<void> {
  const namespace = $activeNamespace.get();
  const address = getAccount(namespace).address;
  if (!address || !$offeredFeatures.get().has('identity')) return;
  let identity = getCachedIdentity(address);
  if (!identity) {
    try {
      identity = await fetchIdentity(blockchainContext(), address, address);
      setCachedIdentity(address, identity);
    } catch {
      return;
    }
  }
  if (getAccount(namespace).address !== address) return;
  patchAccount(namespace, { profileName: identity.name ?? undefined, profileImage: identity.avatar ?? undefined });
}
