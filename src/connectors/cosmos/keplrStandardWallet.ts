import type { StandardWallet } from '../walletStandard/StandardWallet';
import { keplrAccounts } from './keplrAccounts';
import type { KeplrWallet } from './KeplrWallet';

/** A Keplr-style wallet in the Wallet Standard's shape, with the wallet itself for requests. */
export interface KeplrStandardWallet extends StandardWallet {
  readonly keplr: KeplrWallet;
}

const shapes = new WeakMap<KeplrWallet, KeplrStandardWallet>();

/**
 * A Keplr-style wallet seen through the Wallet Standard's shape, so the one adapter for browser
 * wallets and WalletConnect sessions (createStandardAdapter) holds it: its `standard:events`
 * change is Keplr's window event `keplr_keystorechange`, read again with getKey on the page's
 * networks (`chainIds()`). The same object for the same wallet, as the adapter compares them.
 */
export function keplrStandardWallet(keplr: KeplrWallet, name: string, chainIds: () => readonly string[], target: Window = window): KeplrStandardWallet {
  const known = shapes.get(keplr);
  if (known) return known;
  const on = (event: string, listener: (properties: { accounts?: readonly unknown[] }) => void) => {
    if (event !== 'change') return () => undefined;
    const changed = () => {
      keplrAccounts(keplr, chainIds()).then(
        (accounts) => listener({ accounts }),
        // A key the wallet will not give (locked, or no longer shared): nothing to pass on.
        () => undefined,
      );
    };
    target.addEventListener('keplr_keystorechange', changed);
    return () => target.removeEventListener('keplr_keystorechange', changed);
  };
  const shaped: KeplrStandardWallet = Object.freeze({ keplr, name, icon: '', chains: [], accounts: [], features: Object.freeze({ 'standard:events': Object.freeze({ on }) }) });
  shapes.set(keplr, shaped);
  return shaped;
}
