import type { ChainNamespace } from '../../config/chainNamespaces';
import { getCachedNativeBalance, setCachedNativeBalance, type NativeBalance } from '../../services/storage';
import { getConnectionState } from '../../stores/connection';
import { $activeNetwork } from '../../stores/network';
import { $walletBalances } from '../../stores/walletBalances';
import { formatUnits } from '../../utils/formatUnits';
import { loadAdapter } from '../connection/loadAdapter';
import { balanceKey } from './balanceKey';

/** Balances being read now, by balanceKey: a second ask waits for the same answer. */
const reading = new Set<string>();

const keep = (key: string, value: NativeBalance | 'unavailable') => $walletBalances.set({ ...$walletBalances.get(), [key]: value });

/**
 * Reads the native balance, on the active network, of each connected wallet of `namespace`
 * that is not the current one (the current one's is `$account`'s, kept by refreshBalance),
 * the same way and through the same 30 s cache (spec §9) as the current account's: Account's
 * list of wallets shows them. A failed read is kept as unavailable, never as a zero.
 */
export function loadWalletBalances(namespace: ChainNamespace): void {
  const network = $activeNetwork.get();
  if (network.chainNamespace !== namespace) return;
  const state = getConnectionState(namespace);
  for (const { connector, accounts } of state.connections) {
    const address = accounts[0];
    if (connector.uid === state.currentConnectorUid || !address) continue;
    const key = balanceKey(network.caipNetworkId, address);
    const cached = getCachedNativeBalance(key);
    if (cached) {
      const kept = $walletBalances.get()[key];
      if (kept === 'unavailable' || kept?.balance !== cached.balance || kept.symbol !== cached.symbol) keep(key, cached);
      continue;
    }
    if (reading.has(key)) continue;
    reading.add(key);
    void loadAdapter(namespace)
      .then((adapter) => adapter.getBalance(address, network))
      .then((read) => {
        const shown = { balance: formatUnits(read.value, read.decimals), symbol: read.symbol };
        setCachedNativeBalance(key, shown);
        keep(key, shown);
      })
      .catch(() => keep(key, 'unavailable'))
      .finally(() => reading.delete(key));
  }
}
