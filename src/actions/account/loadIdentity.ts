import { fetchIdentity } from '../../services/blockchain/fetchIdentity';
import { getCachedIdentity, setCachedIdentity } from '../../services/storage';
import { getAccount, patchAccount } from '../../stores/account';
import { blockchainContext } from '../../stores/serviceContexts';

/**
 * The connected EVM account's name and avatar from the identity call (spec §7), cached
 * 5 minutes in browser storage. Names are eip155 only (spec §9). A failure leaves the
 * short address, which is what the visitor saw anyway.
 */
export async function loadIdentity(): Promise<void> {
  const address = getAccount('eip155').address;
  if (!address) return;
  let identity = getCachedIdentity(address);
  if (!identity) {
    try {
      identity = await fetchIdentity(blockchainContext(), address, address);
      setCachedIdentity(address, identity);
    } catch {
      return;
    }
  }
  if (getAccount('eip155').address !== address) return;
  patchAccount('eip155', { profileName: identity.name ?? undefined, profileImage: identity.avatar ?? undefined });
}
