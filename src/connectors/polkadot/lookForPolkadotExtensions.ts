import type { InjectedExtension } from './InjectedPolkadot';
import { $polkadotExtensions } from './injectedPolkadotWallets';

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

/** Reads `window.injectedWeb3` again; an extension seen before keeps its place (and takes its new object if it injected itself again). */
export function lookForPolkadotExtensions(): void {
  let injected: unknown;
  let names: string[];
  try {
    injected = (globalThis as { injectedWeb3?: unknown }).injectedWeb3;
    names = injected && typeof injected === 'object' ? Object.keys(injected).slice(0, 50) : [];
  } catch {
    return;
  }
  const before = $polkadotExtensions.get();
  const next = [...before];
  for (const name of names) {
    const extension = extensionOf(injected as object, name);
    if (!extension) continue;
    const id = `polkadot:${slug(name)}`;
    const at = next.findIndex((entry) => entry.wallet.id === id);
    if (at >= 0) next[at] = { wallet: next[at]!.wallet, extension };
    else next.push({ wallet: { id, name: name.trim(), icon: undefined, namespace: 'polkadot' }, extension });
  }
  if (next.length !== before.length || next.some((entry, index) => entry !== before[index])) $polkadotExtensions.set(next);
}

let listening = false;

/** Reads the page now and on `load` (extensions inject themselves before or soon after it loads). */
export function startLooking(): void {
  lookForPolkadotExtensions();
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('load', lookForPolkadotExtensions, { once: true });
}

/** The extension behind a connector id, as the page holds it now. */
export function findPolkadotExtension(id: string): InjectedExtension | undefined {
  lookForPolkadotExtensions();
  return $polkadotExtensions.get().find((entry) => entry.wallet.id === id)?.extension;
}
