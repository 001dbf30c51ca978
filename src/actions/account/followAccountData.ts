import { $account } from '../../stores/account';
import { $activeNetwork } from '../../stores/network';
import { emptyTokenBalances, $tokenBalances } from '../../stores/tokenBalances';
import { resetActivity } from '../activity/resetActivity';

let following = false;

/**
 * Keeps the account's data in step with the account: a new address loads its name and
 * avatar; a new address or network shows its native balance and token balances (read again
 * unless read within the last 30 s, spec §9) and resets the activity list (spec §4). Nothing
 * here delays the modal: every load runs in the background, its code loaded with the first
 * account (a visit that never connects never loads it).
 */
export function followAccountData(): void {
  if (following) return;
  following = true;
  let lastAddress: string | undefined;
  let lastKey = '';
  const check = () => {
    const account = $account.get();
    const connected = account.status === 'connected' && !!account.address;
    const address = connected ? account.address : undefined;
    const key = connected ? `${$activeNetwork.get().caipNetworkId}:${address}` : '';
    if (address !== lastAddress) {
      lastAddress = address;
      // Background reads: code that did not come (offline) leaves the name and balances as they are, read again on the next change.
      if (address) void import('./loadIdentity').then(({ loadIdentity }) => loadIdentity(), () => undefined);
    }
    if (key !== lastKey) {
      lastKey = key;
      resetActivity();
      if (key) void import('./refreshStaleBalances').then(({ refreshStaleBalances }) => refreshStaleBalances(), () => undefined);
      else $tokenBalances.set(emptyTokenBalances);
    }
  };
  $account.listen(check);
  $activeNetwork.listen(check);
}
