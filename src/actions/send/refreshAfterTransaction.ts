import { $activeNetwork } from '../../stores/network';
import { loadTokenBalances } from '../account/loadTokenBalances';
import { loadWalletBalances } from '../account/loadWalletBalances';
import { resetActivity } from '../activity/resetActivity';
import { refreshBalance } from '../connection/refreshBalance';

/**
 * A transaction ended on chain: the balance, the token balances, the other connected wallets'
 * balances (one of them may have been its recipient) and Activity are read again.
 */
export function refreshAfterTransaction(): void {
  void refreshBalance();
  void loadTokenBalances({ force: true });
  loadWalletBalances($activeNetwork.get().chainNamespace, { fresh: true });
  resetActivity();
}
