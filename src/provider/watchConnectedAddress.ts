import type { ChainNamespace } from '../config/chainNamespaces';
import { $accounts, getAccount } from '../stores/account';
import { $connections, getConnectionState } from '../stores/connection';

/** A namespace's address while it is connected, else undefined. */
export function connectedAddress(namespace: ChainNamespace): string | undefined {
  return getConnectionState(namespace).status === 'connected' ? getAccount(namespace).address : undefined;
}

/** Calls `listener(now, before)` whenever a namespace's connected address changes (undefined: disconnected). */
export function watchConnectedAddress(namespace: ChainNamespace, listener: (now: string | undefined, before: string | undefined) => void): void {
  let last = connectedAddress(namespace);
  const check = () => {
    const now = connectedAddress(namespace);
    if (now === last) return;
    const before = last;
    last = now;
    listener(now, before);
  };
  $accounts.listen(check);
  $connections.listen(check);
}
