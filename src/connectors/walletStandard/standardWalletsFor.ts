import { computed, type ReadableAtom } from 'nanostores';
import type { ChainNamespace } from '../../config/chainNamespaces';
import type { BrowserWallet } from '../BrowserWallet';
import type { StandardWallet } from './StandardWallet';
import type { WalletDiscovery } from '../lazyDiscovery';
import { $standardWallets, startStandardDiscovery, type StandardWalletRecord } from './standardWallets';

const slug = (name: string) => name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

/** The records of one namespace's wallets with their connector ids (stable across visits; a second wallet of the same name gets its own). */
function walletsOf(namespace: ChainNamespace, needs: readonly string[], records: readonly StandardWalletRecord[]): { id: string; record: StandardWalletRecord }[] {
  const seen = new Map<string, number>();
  return records
    .filter(
      (record) =>
        record.name !== 'WalletConnect' &&
        record.chains.some((chain) => chain.startsWith(`${namespace}:`)) &&
        needs.every((feature) => record.features.has(feature)),
    )
    .map((record) => {
      const base = `${namespace}:${slug(record.name)}`;
      const count = (seen.get(base) ?? 0) + 1;
      seen.set(base, count);
      return { id: count === 1 ? base : `${base}-${count}`, record };
    });
}

/**
 * The Wallet Standard wallets of one namespace: those on a chain of it with every feature it
 * needs; a wallet named "WalletConnect" is left out (WalletConnect is offered by the modal).
 * `discovery` is the namespace connector's (lazyDiscovery): the standard's one discovery, these wallets.
 */
export function standardWalletsFor(
  namespace: ChainNamespace,
  needs: readonly string[],
): ReadableAtom<readonly BrowserWallet[]> & { find(id: string): StandardWallet | undefined; discovery: WalletDiscovery } {
  const $wallets = computed($standardWallets, (records) =>
    walletsOf(namespace, needs, records).map(({ id, record }): BrowserWallet => ({ id, name: record.name, icon: record.icon, namespace })),
  );
  return Object.assign($wallets, {
    discovery: { start: () => startStandardDiscovery(), $wallets },
    find: (id: string) => walletsOf(namespace, needs, $standardWallets.get()).find((entry) => entry.id === id)?.record.wallet,
  });
}
