import type { ChainNamespace } from '../../config/chainNamespaces';
import type { WalletConnectLink } from '../../connectors/walletConnect/WalletConnectLink';
import { dispatchConnection } from '../../stores/connection';
import { $activeNamespace } from '../../stores/network';
import type { ConnectedVia } from '../connection/ConnectedVia';
import { applyConnection } from '../connection/applyConnection';
import { loadAdapter } from '../connection/loadAdapter';
import { targetNetwork } from '../connection/targetNetwork';

/**
 * Connects every namespace the wallet approved in the session, each through its adapter;
 * the active namespace (or, if the wallet did not approve it, the first one) becomes active.
 * A namespace the wallet left out goes back to where it was.
 */
export async function applyWalletConnectSession(
  link: WalletConnectLink,
  namespaces: readonly ChainNamespace[],
  via: ConnectedVia,
  { restored }: { restored: boolean },
): Promise<ChainNamespace[]> {
  const approved = namespaces.filter((namespace) => link.accounts(namespace).length > 0);
  const active = approved.includes($activeNamespace.get()) ? $activeNamespace.get() : approved[0];
  for (const namespace of namespaces.filter((candidate) => !approved.includes(candidate))) {
    dispatchConnection(namespace, { type: 'failed' });
  }
  const connected: ChainNamespace[] = [];
  let failure: unknown;
  for (const namespace of approved) {
    try {
      const adapter = await loadAdapter(namespace);
      const network = targetNetwork(namespace);
      const connection = restored ? await adapter.restore({ kind: 'walletConnect', link }, network) : await adapter.connect({ kind: 'walletConnect', link }, network);
      if (!connection) throw new Error(`No ${namespace} account in the WalletConnect session`);
      applyConnection(namespace, via, connection, { restored, activate: namespace === active });
      connected.push(namespace);
    } catch (error) {
      dispatchConnection(namespace, { type: 'failed' });
      failure ??= error;
    }
  }
  // Nothing connected: the session is of no use, and the visitor learns why.
  if (connected.length === 0) throw failure ?? new Error('The wallet approved none of the networks asked for');
  return connected;
}

