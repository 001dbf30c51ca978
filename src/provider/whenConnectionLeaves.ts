import { $connections, getConnectionState } from '../stores/connection';
import type { ConnectionStatus } from '../stores/connectionReducer';

/** Resolves once the eip155 connection is no longer in `status` (at once when it is not). */
export function whenConnectionLeaves(status: ConnectionStatus): Promise<void> {
  return new Promise((resolve) => {
    if (getConnectionState('eip155').status !== status) return resolve();
    const stop = $connections.listen(() => {
      if (getConnectionState('eip155').status === status) return;
      stop();
      resolve();
    });
  });
}
