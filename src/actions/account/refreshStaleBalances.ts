import { getCachedNativeBalance } from '../../services/storage/cachedLookups';
import { $account, patchAccount } from '../../stores/account';
import { $activeNetwork } from '../../stores/network';
import { refreshBalance } from '../connection/refreshBalance';
import { balanceKey } from './balanceKey';
import { loadTokenBalances } from './loadTokenBalances';

/**
 * Shows the connected account's balances on the active network, reading them again only where
 * the cache is older than the spec's 30 s (§9: native balance and portfolio): the native
 * balance from its cache (kept by refreshBalance) or the network, the token balances through
 * loadTokenBalances' own cache. Account calls it each time it opens, as does a change of
 * account or network; within 30 s of the last read nothing is asked again.
 */
export function refreshStaleBalances(): void {
  const account = $account.get();
  const network = $activeNetwork.get();
  if (account.status !== 'connected' || !account.address) return;
  const key = balanceKey(network.caipNetworkId, account.address);
  const cached = getCachedNativeBalance(key);
  if (cached) {
    if (account.balance !== cached.balance || account.balanceSymbol !== cached.symbol || account.balanceUnavailable) {
      patchAccount(network.chainNamespace, { balance: cached.balance, balanceSymbol: cached.symbol, balanceUnavailable: false });
    }
  } else {
    // A read of this balance under way (Account's list of wallets may have begun it) is joined, not repeated.
    void refreshBalance({ fresh: false });
  }
  void loadTokenBalances();
}
