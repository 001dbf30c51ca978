import type { ChainNamespace } from '../../config/chainNamespaces';
import type { ConnectVia } from '../../connectors/NamespaceAdapter';
import { NoAccountError } from '../../errors/connectionErrors';
import { dispatchConnection } from '../../stores/dispatchConnection';
import { $activeNamespace } from '../../stores/network';
import type { ConnectedVia } from './ConnectedVia';
import { applyConnection } from './applyConnection';
import { adapterFor, releaseUnused } from './loadAdapter';
import { targetNetwork } from './targetNetwork';

/**
 * Connects (or restores) one connection that spans namespaces, a WalletConnect session or an
 * embedded-wallet sign-in, in each of `namespaces` through its adapter; the active namespace
 * (or else the first) becomes active. A namespace that fails goes back to where it was.
 * Resolves with the namespaces connected; rejects with the first failure when none did.
 */
export async function connectNamespaces(
  namespaces: readonly ChainNamespace[],
  via: ConnectVia,
  connectedVia: ConnectedVia,
  { restored }: { restored: boolean },
): Promise<ChainNamespace[]> {
  const active = namespaces.includes($activeNamespace.get()) ? $activeNamespace.get() : namespaces[0];
  const connected: ChainNamespace[] = [];
  let failure: unknown;
  for (const namespace of namespaces) {
    try {
      const adapter = await adapterFor(namespace, connectedVia.id);
      const network = targetNetwork(namespace);
      const connection = restored ? await adapter.restore(via, network) : await adapter.connect(via, network);
      if (!connection) throw new NoAccountError(namespace);
      // A restore joins the namespace's connections; restoreConnections makes the stored current one current once all are back.
      applyConnection(namespace, connectedVia, connection, { restored, activate: namespace === active, current: !restored });
      connected.push(namespace);
    } catch (error) {
      dispatchConnection(namespace, { type: 'failed' });
      releaseUnused(namespace, connectedVia.id);
      failure ??= error;
    }
  }
  if (connected.length === 0) throw failure ?? new NoAccountError();
  return connected;
}
