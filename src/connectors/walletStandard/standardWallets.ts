import { atom } from 'nanostores';
import { isSafeImageUrl } from '../../utils/isSafeImageUrl';
import type { StandardWallet } from './StandardWallet';

/**
 * A registered wallet as the modal lists it: its name, icon, chains and feature names read
 * once, at registration, and frozen (a wallet is outside code: getters may change or throw
 * later); the wallet object itself only for calling its features.
 */
export interface StandardWalletRecord {
  readonly wallet: StandardWallet;
  readonly name: string;
  readonly icon: string | undefined;
  readonly chains: readonly string[];
  readonly features: ReadonlySet<string>;
}

/** Wallets registered through the Wallet Standard, in order of registration. */
export const $standardWallets = atom<readonly StandardWalletRecord[]>([]);

/** The record of a registered object, or undefined when it is not a wallet we can list. */
function recordOf(value: unknown): StandardWalletRecord | undefined {
  try {
    if (!value || typeof value !== 'object') return undefined;
    const { name, icon, chains, features } = value as Record<string, unknown>;
    if (typeof name !== 'string' || !name.trim() || name.length > 64) return undefined;
    if (!Array.isArray(chains) || chains.length > 50) return undefined;
    const chainList = chains.slice();
    if (!chainList.every((chain) => typeof chain === 'string' && chain.length <= 100)) return undefined;
    if (!features || typeof features !== 'object') return undefined;
    const featureNames = Object.keys(features).filter((feature) => feature.length <= 100).slice(0, 100);
    return Object.freeze({
      wallet: value as StandardWallet,
      name: name.trim(),
      icon: isSafeImageUrl(icon, ['data', 'web']) ? icon : undefined,
      chains: Object.freeze(chainList as string[]),
      features: new Set(featureNames),
    });
  } catch {
    return undefined;
  }
}

/** The standard's app-ready event: no wallet's listener can stop the others from hearing it. */
class AppReadyEvent extends CustomEvent<unknown> {
  constructor(api: unknown) {
    super('wallet-standard:app-ready', { detail: api, bubbles: false, cancelable: false, composed: false });
  }

  override preventDefault(): void {
    throw new Error('preventDefault cannot be called');
  }

  override stopImmediatePropagation(): void {
    throw new Error('stopImmediatePropagation cannot be called');
  }

  override stopPropagation(): void {
    throw new Error('stopPropagation cannot be called');
  }
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
    const known = new Set($standardWallets.get().map((record) => record.wallet));
    const added = wallets
      .filter((wallet) => !known.has(wallet as StandardWallet))
      .map(recordOf)
      .filter((record): record is StandardWalletRecord => !!record);
    if (added.length) $standardWallets.set([...$standardWallets.get(), ...added]);
    return () => $standardWallets.set($standardWallets.get().filter((record) => !added.includes(record)));
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
    target.dispatchEvent(new AppReadyEvent(api));
  } catch {
    // A wallet listening for the app failed in its handler: the others still registered.
  }
}
