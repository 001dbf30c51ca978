import { atom } from 'nanostores';
import type { InjectedWallet } from './InjectedWallet';
import { parseAnnouncement } from './parseAnnouncement';

/** Browser wallets that announced themselves on this page, in order of announcement. */
export const $injectedWallets = atom<readonly InjectedWallet[]>([]);

let stop: (() => void) | undefined;

/**
 * Starts EIP-6963 discovery: listens for announcements and asks wallets to announce.
 * A wallet that announces again (same rdns) replaces its earlier entry. Idempotent.
 */
export function startInjectedDiscovery(target: Window = window): () => void {
  if (stop) return stop;
  const onAnnounce = (event: Event) => {
    const wallet = parseAnnouncement((event as CustomEvent).detail);
    if (!wallet) return;
    const others = $injectedWallets.get().filter((known) => known.rdns !== wallet.rdns);
    $injectedWallets.set([...others, wallet]);
  };
  target.addEventListener('eip6963:announceProvider', onAnnounce);
  target.dispatchEvent(new Event('eip6963:requestProvider'));
  stop = () => {
    target.removeEventListener('eip6963:announceProvider', onAnnounce);
    stop = undefined;
  };
  return stop;
}
