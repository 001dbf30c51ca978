import { atom } from 'nanostores';
import { isSafeImageUrl } from '../../utils/isSafeImageUrl';
import type { StandardWallet } from './StandardWallet';

/** Wallets registered through the Wallet Standard, in order of registration. */
export const $standardWallets = atom<readonly StandardWallet[]>([]);

/** Whether a registered object looks like a wallet we can list: a name, chains and features. */
function isWallet(value: unknown): value is StandardWallet {
  if (!value || typeof value !== 'object') return false;
  const { name, chains, features } = value as Record<string, unknown>;
  return (
    typeof name === 'string' &&
    name.trim().length > 0 &&
    name.length <= 64 &&
    Array.isArray(chains) &&
    chains.length <= 50 &&
    chains.every((chain) => typeof chain === 'string' && chain.length <= 100) &&
    !!features &&
    typeof features === 'object'
  );
}

/** A wallet's icon when it is an image we may show (a data: or web image), else undefined. */
export function standardWalletIcon(wallet: StandardWallet): string | undefined {
  return isSafeImageUrl(wallet.icon, ['data', 'web']) ? wallet.icon : undefined;
}

let started = false;

/**
 * Starts Wallet Standard discovery (the app side of its handshake): tells wallets already on
 * the page that the app is ready, and takes each wallet that registers now or later; a
 * wallet's unregister removes it. Registrations are outside input: an object that is not a
 * wallet is ignored. Idempotent.
 */
export function startStandardDiscovery(target: Window = window): void {
  if (started) return;
  started = true;
  const register = (...wallets: unknown[]) => {
    const added = wallets.filter(isWallet).filter((wallet) => !$standardWallets.get().includes(wallet));
    if (added.length) $standardWallets.set([...$standardWallets.get(), ...added]);
    return () => $standardWallets.set($standardWallets.get().filter((wallet) => !added.includes(wallet)));
  };
  const api = Object.freeze({ register });
  target.addEventListener('wallet-standard:register-wallet', (event) => {
    const callback = (event as CustomEvent).detail;
    if (typeof callback !== 'function') return;
    try {
      callback(api);
    } catch {
      // A wallet's own failure to register must not reach the page.
    }
  });
  try {
    target.dispatchEvent(new CustomEvent('wallet-standard:app-ready', { detail: api }));
  } catch {
    // A wallet listening for the app failed in its handler: the others still registered.
  }
}
