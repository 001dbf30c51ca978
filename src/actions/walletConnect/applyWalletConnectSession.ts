import type { ChainNamespace } from '../../config/chainNamespaces';
import type { WalletConnectLink } from '../../connectors/walletConnect/WalletConnectLink';
import { NoAccountError } from '../../errors/connectionErrors';
import { dispatchConnection } from '../../stores/dispatchConnection';
import type { ConnectedVia } from '../connection/ConnectedVia';
import { connectNamespaces } from '../connection/connectNamespaces';

/**
 * Connects every namespace the wallet approved in the session (see connectNamespaces); a
 * namespace the wallet left out goes back to where it was.
 */
export async function applyWalletConnectSession(
  link: WalletConnectLink,
  namespaces: readonly ChainNamespace[],
  via: ConnectedVia,
  { restored }: { restored: boolean },
): Promise<ChainNamespace[]> {
  const approved = namespaces.filter((namespace) => link.accounts(namespace).length > 0);
  for (const namespace of namespaces.filter((candidate) => !approved.includes(candidate))) {
    dispatchConnection(namespace, { type: 'failed' });
  }
  // Nothing approved: the session is of no use, and the visitor learns why.
  if (approved.length === 0) throw new NoAccountError('none of the networks asked for was approved');
  return connectNamespaces(approved, { kind: 'walletConnect', link }, via, { restored });
}
