import { atom, computed } from 'nanostores';
import type { BrowserWallet } from '../BrowserWallet';
import type { InjectedExtension } from './InjectedPolkadot';

/** The extensions found in `window.injectedWeb3`, in order of discovery (lookForPolkadotExtensions fills it). */
export const $polkadotExtensions = atom<readonly { wallet: BrowserWallet; extension: InjectedExtension }[]>([]);

/** The Polkadot extensions found so far, as the modal lists them (names as text, no icons: the interface gives none). */
export const $polkadotWallets = computed($polkadotExtensions, (entries) => entries.map((entry) => entry.wallet));

/**
 * Looks for the visitor's Polkadot extensions: the page is read now, on `load`, and again on
 * every call (the modal calls it whenever it opens) and before connecting. The reading is in a
 * chunk of its own.
 */
export function discoverPolkadotExtensions(): void {
  import('./lookForPolkadotExtensions').then(({ startLooking }) => startLooking(), () => undefined);
}
