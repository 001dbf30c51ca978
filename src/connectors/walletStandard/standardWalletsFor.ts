import { computed, type ReadableAtom } from 'nanostores';
import type { ChainNamespace } from '../../config/chainNamespaces';
import type { BrowserWallet } from '../BrowserWallet';
import type { StandardWallet } from './StandardWallet';
import { $standardWallets, standardWalletIcon } from './standardWallets';

/** A Wallet Standard wallet's connector id in a namespace: stable across visits (wallets have no rdns here). */
export function standardWalletId(namespace: ChainNamespace, wallet: StandardWallet): string {
  return `${namespace}:${wallet.name.trim().toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
}

/**
 * The Wallet Standard wallets of one namespace: those on a chain of it with every feature it
 * needs; a wallet named "WalletConnect" is left out (WalletConnect is offered by the modal).
 */
export function standardWalletsFor(namespace: ChainNamespace, needs: readonly string[]): ReadableAtom<readonly BrowserWallet[]> {
  return computed($standardWallets, (wallets) =>
    wallets
      .filter(
        (wallet) =>
          wallet.name.trim() !== 'WalletConnect' &&
          wallet.chains.some((chain) => chain.startsWith(`${namespace}:`)) &&
          needs.every((feature) => feature in wallet.features),
      )
      .map((wallet) => ({ id: standardWalletId(namespace, wallet), name: wallet.name.trim().slice(0, 64), icon: standardWalletIcon(wallet), namespace })),
  );
}

/** The registered wallet behind a connector id of a namespace. */
export function findStandardWallet(namespace: ChainNamespace, id: string): StandardWallet | undefined {
  return $standardWallets.get().find((wallet) => standardWalletId(namespace, wallet) === id);
}
