import type { ChainNamespace } from '../config/chainNamespaces';
import { $connections, getConnectionState } from '../stores/connection';
import type { ConnectionStatus } from '../stores/connectionState';

/** Resolves once a namespace's connection is no longer in `status` (at once when it is not). */
export function whenConnectionLeaves(namespace: ChainNamespace, status: ConnectionStatus): Promise<void> {
  return new Promise((resolve) => {
    if (getConnectionState(namespace).status !== status) return resolve();
    const stop = $connections.listen(() => {
      if (getConnectionState(namespace).status === status) return;
      stop();
      resolve();
    });
  });
}
