import { openModal } from '../../../actions/openModal';
import { ensureModalHost } from '../../../elements/ensureModalHost';
import { $accounts } from '../../../stores/account';
import { $connections } from '../../../stores/connection';
import { $modalState } from '../../../stores/modal';
import { ProviderRpcError } from '../../../provider/ProviderRpcError';
import { readEip155State } from './readEip155State';
import { whenConnectionLeaves } from '../../../provider/whenConnectionLeaves';

let connecting: Promise<string[]> | undefined;

/** Waits for a wallet to connect while the modal is open; rejects 4001 once it closes without one. */
function connectInModal(): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const stops: (() => void)[] = [];
    const check = () => {
      const { accounts } = readEip155State();
      if (!accounts.length && $modalState.get().open) return;
      stops.forEach((stop) => stop());
      if (accounts.length) resolve(accounts);
      else reject(new ProviderRpcError(4001, 'User rejected the request.'));
    };
    stops.push($accounts.listen(check), $connections.listen(check), $modalState.listen(check));
    check();
  });
}

/**
 * eth_requestAccounts: the connected account, or else the modal opens (unless it already
 * is) and the answer is the account the visitor connects. A connection being restored after
 * a reload is waited for first, so it never opens the modal for nothing.
 */
export async function requestEip155Accounts(): Promise<string[]> {
  await whenConnectionLeaves('eip155', 'reconnecting');
  const { accounts } = readEip155State();
  if (accounts.length) return accounts;
  connecting ??= (async () => {
    if (!$modalState.get().open) {
      ensureModalHost();
      await openModal({ namespace: 'eip155' });
    }
    return connectInModal();
  })().finally(() => {
    connecting = undefined;
  });
  return connecting;
}
