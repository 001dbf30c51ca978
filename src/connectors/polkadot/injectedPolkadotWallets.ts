import { atom, computed } from 'nanostores';
import type { BrowserWallet } from '../BrowserWallet';
import type { InjectedExtension } from './InjectedPolkadot';

interface Found {
  wallet: BrowserWallet;
  extension: InjectedExtension;
}

const found = atom<readonly Found[]>([]);
const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The entry under `name` if we can list it: an object with `enable`, under a printable name of at most 64 characters. Its getters may throw. */
function extensionOf(injected: object, name: string): InjectedExtension | undefined {
  try {
    if (!name.trim() || name.length > 64 || /[\u0000-\u001f\u007f]/.test(name)) return undefined;
    const value: unknown = (injected as Record<string, unknown>)[name];
    if (!value || typeof value !== 'object' || typeof (value as { enable?: unknown }).enable !== 'function') return undefined;
    return value as InjectedExtension;
  } catch {
    return undefined;
  }
}

/** Reads `window.injectedWeb3` again; an extension seen before keeps its place. */
export function lookForPolkadotExtensions(): void {
  let injected: unknown;
  let names: string[];
  try {
    injected = (globalThis as { injectedWeb3?: unknown }).injectedWeb3;
    names = injected && typeof injected === 'object' ? Object.keys(injected).slice(0, 50) : [];
  } catch {
    return;
  }
  const before = found.get();
  const next = [...before];
  for (const name of names) {
    const extension = extensionOf(injected as object, name);
    const id = `polkadot:${slug(name)}`;
    const at = next.findIndex((entry) => entry.wallet.id === id);
    if (!extension) continue;
    // An extension injected again under its name (a reload of it) keeps its place.
    if (at >= 0) next[at] = { wallet: next[at]!.wallet, extension };
    else next.push({ wallet: { id, name: name.trim(), icon: undefined, namespace: 'polkadot' }, extension });
  }
  if (next.some((entry, index) => entry !== before[index]) || next.length !== before.length) found.set(next);
}

let listening = false;

/**
 * Finds the visitor's Polkadot extensions in `window.injectedWeb3`. They inject themselves
 * before or soon after the page loads: the page is read now, on `load`, and again on every
 * call (the modal calls it whenever it opens) and before connecting.
 */
export function discoverPolkadotExtensions(): void {
  lookForPolkadotExtensions();
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('load', lookForPolkadotExtensions, { once: true });
}

/** The Polkadot extensions found so far, as the modal lists them (names as text, no icons: the interface gives none). */
export const $polkadotWallets = Object.assign(
  computed(found, (entries) => entries.map((entry) => entry.wallet)),
  {
    /** The extension behind a connector id, as the page holds it now. */
    find(id: string) {
      lookForPolkadotExtensions();
      return found.get().find((entry) => entry.wallet.id === id)?.extension;
    },
  },
);
