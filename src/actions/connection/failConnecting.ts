import type { ChainNamespace } from '../../config/chainNamespaces';
import { $connections } from '../../stores/connection';
import { dispatchConnection } from '../../stores/dispatchConnection';

/** No namespace stays 'connecting': each goes back to where it was (spec §4 failed). */
export function failConnecting(): void {
  for (const [namespace, state] of Object.entries($connections.get())) {
    if (state?.status === 'connecting') dispatchConnection(namespace as ChainNamespace, { type: 'failed' });
  }
}
