import { atom, type ReadableAtom } from 'nanostores';
import type { BrowserWallet } from './BrowserWallet';

/** A namespace's wallet discovery as its chunk exports it: how to start (or repeat) it, and what it found. */
export interface WalletDiscovery {
  start(): void;
  readonly $wallets: ReadableAtom<readonly BrowserWallet[]>;
}

/**
 * A connector's `discover` and `$wallets` with the discovery itself in a chunk of its own: the
 * page's first load holds only this store, which mirrors the chunk's once the first `discover()`
 * has loaded it (the modal's code calls it as it mounts). Wallets miss nothing by the wait: an
 * EIP-6963 wallet announces again when asked, a Wallet Standard wallet registers on app-ready.
 * Every call runs the discovery's `start` (each discovery says whether that looks again); the
 * promise it returns resolves once that has run, or the chunk failed to load, and never rejects.
 * A chunk that fails to load is asked for again by the next call.
 */
export function lazyDiscovery(load: () => Promise<WalletDiscovery>): { discover(): Promise<void>; $wallets: ReadableAtom<readonly BrowserWallet[]> } {
  const $wallets = atom<readonly BrowserWallet[]>([]);
  let loading: Promise<WalletDiscovery> | undefined;
  return {
    $wallets,
    discover() {
      loading ??= load().then((discovery) => {
        discovery.$wallets.subscribe((wallets) => $wallets.set(wallets));
        return discovery;
      });
      return loading.then(
        (discovery) => {
          try {
            discovery.start();
          } catch {
            // A wallet's own code threw as it was asked: what was found so far stays listed.
          }
        },
        () => {
          loading = undefined;
        },
      );
    },
  };
}
