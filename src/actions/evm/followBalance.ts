import { $account } from '../../stores/account';
import { $activeNetwork } from '../../stores/network';
import { refreshBalance } from './refreshBalance';

let following = false;

/** Reads the balance again whenever the connected account or the active network changes. */
export function followBalance(): void {
  if (following) return;
  following = true;
  let last = '';
  const check = () => {
    const account = $account.get();
    if (account.status !== 'connected' || account.namespace !== 'eip155' || !account.address) {
      last = '';
      return;
    }
    const key = `${account.address}|${$activeNetwork.get().caipNetworkId}`;
    if (key === last) return;
    last = key;
    void refreshBalance();
  };
  $account.listen(check);
  $activeNetwork.listen(check);
}
