import type { ChainNamespace } from '../config/chainNamespaces';
import { $connecting } from '../stores/connecting';
import { $connections, dispatchConnection } from '../stores/connection';

/**
 * The visitor left a connection attempt (closed the modal, pressed Escape or went Back from
 * a waiting view): no namespace stays 'connecting' and no wallet button keeps spinning. The
 * wallet may still answer later; an approval then connects as usual.
 */
export function abandonConnecting(): void {
  for (const [namespace, state] of Object.entries($connections.get())) {
    if (state?.status === 'connecting') dispatchConnection(namespace as ChainNamespace, { type: 'failed' });
  }
  if ($connecting.get().status === 'pending') $connecting.set({ connectorId: undefined, status: 'idle' });
}
