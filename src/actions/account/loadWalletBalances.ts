import type { ChainNamespace } from '../../config/chainNamespaces';
import { getCachedNativeBalance } from '../../services/storage/cachedLookups';
import type { NativeBalance } from '../../services/storage/lookupShapes';
import { getConnectionState } from '../../stores/connection';
import { $activeNetwork } from '../../stores/network';
import { $walletBalances } from '../../stores/walletBalances';
import { balanceKey } from './balanceKey';
import { readNativeBalance } from './readNativeBalance';

const keep = (key: string, value: NativeBalance | 'unavailable') => $walletBalances.set({ ...$walletBalances.get(), [key]: value });

/**
 * Reads the native balance, on the active network, of each connected wallet of `namespace`
 * that is not the current one (the current one's is `$account`'s, kept by refreshBalance),
 * through the same reader and 30 s cache (spec §9) as the current account's (readNativeBalance): Account's
 * list of wallets shows them. A failed read is kept as unavailable, never as a zero. `fresh`
 * reads past the cache: a transaction just ended, and any of them may have been in it.
 */
export function loadWalletBalances(namespace: ChainNamespace, { fresh = false } = {}): void {
  const network = $activeNetwork.get();
  if (network.chainNamespace !== namespace) return;
  const state = getConnectionState(namespace);
  for (const { connector, accounts } of state.connections) {
    const address = accounts[0];
    if (connector.uid === state.currentConnectorUid || !address) continue;
    const key = balanceKey(network.caipNetworkId, address);
    const cached = fresh ? undefined : getCachedNativeBalance(key);
    if (cached) {
      const kept = $walletBalances.get()[key];
      if (kept === 'unavailable' || kept?.balance !== cached.balance || kept.symbol !== cached.symbol) keep(key, cached);
      continue;
    }
    readNativeBalance(namespace, address, network, { fresh }).then(
      (shown) => keep(key, shown),
      () => keep(key, 'unavailable'),
    );
  }
}
