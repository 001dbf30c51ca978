import { loadTokenBalances } from '../account/loadTokenBalances';
import { resetActivity } from '../activity/resetActivity';
import { refreshBalance } from '../connection/refreshBalance';

/** A transaction ended on chain: the balance, the token balances and Activity are read again. */
export function refreshAfterTransaction(): void {
  void refreshBalance();
  void loadTokenBalances({ force: true });
  resetActivity();
}
