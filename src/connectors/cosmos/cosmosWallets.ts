import { atom } from 'nanostores';
import type { BrowserWallet } from '../BrowserWallet';
import type { KeplrWallet } from './KeplrWallet';

/** Where Keplr-style wallets put themselves, and the name the modal shows for each (our text, not the page's). */
const GLOBALS = [
  ['keplr', 'Keplr'],
  ['leap', 'Leap'],
] as const;
const METHODS = ['enable', 'getKey', 'signArbitrary', 'signAmino', 'signDirect'] as const;

const found = new Map<string, KeplrWallet>();

/** The Keplr-style wallets on the page, in the order of GLOBALS. */
export const $cosmosWallets = atom<readonly BrowserWallet[]>([]);

/** The object at `window[name]` when it has the Keplr methods; a getter that throws counts as none. */
function keplrAt(target: Window, name: string): KeplrWallet | undefined {
  try {
    const value = (target as unknown as Record<string, unknown>)[name];
    if (!value || typeof value !== 'object') return undefined;
    return METHODS.every((method) => typeof (value as Record<string, unknown>)[method] === 'function') ? (value as KeplrWallet) : undefined;
  } catch {
    return undefined;
  }
}

function scan(target: Window): void {
  const seen = new Set<KeplrWallet>();
  found.clear();
  const wallets: BrowserWallet[] = [];
  for (const [name, label] of GLOBALS) {
    const wallet = keplrAt(target, name);
    // One wallet under two names (Leap can also answer as window.keplr) is listed once.
    if (!wallet || seen.has(wallet)) continue;
    seen.add(wallet);
    found.set(`cosmos:${name}`, wallet);
    wallets.push({ id: `cosmos:${name}`, name: label, icon: undefined, namespace: 'cosmos' });
  }
  const before = $cosmosWallets.get();
  if (before.length !== wallets.length || before.some((wallet, index) => wallet.id !== wallets[index]?.id)) $cosmosWallets.set(wallets);
}

let listening = false;

/**
 * Looks for Keplr-style wallets on the page now, again once the page has loaded (Keplr's own
 * advice: an extension may inject after the page's scripts ran), and whenever one reports a
 * key change. Safe to call again.
 */
export function discoverCosmosWallets(target: Window = window): void {
  scan(target);
  if (listening) return;
  listening = true;
  target.addEventListener('load', () => scan(target), { once: true });
  target.addEventListener('keplr_keystorechange', () => scan(target));
}

/** The wallet behind a connector id, when it is (still) on the page. */
export function findCosmosWallet(id: string, target: Window = window): KeplrWallet | undefined {
  scan(target);
  return found.get(id);
}
