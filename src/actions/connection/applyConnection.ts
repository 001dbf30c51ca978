import type { ChainNamespace } from '../../config/chainNamespaces';
import type { WalletConnection } from '../../connectors/NamespaceAdapter';
import { addConnectedNamespace, setConnectedConnectorId, setConnectionStatus } from '../../services/storage';
import { patchAccount } from '../../stores/account';
import { dispatchConnection } from '../../stores/connection';
import { track } from '../../stores/events';
import { emitHostEvent } from '../../stores/hostEvents';
import { rememberWallet } from '../../stores/recentWallets';
import { checkUnsupportedChain } from '../checkUnsupportedChain';
import { setActiveNetwork } from '../setActiveNetwork';
import type { ConnectedVia } from './ConnectedVia';

/** The CAIP-2 reference as the host reads it: a number where it is one (EVM chain ids), else the text. */
function chainIdOf(caipNetworkId: string): number | string {
  const reference = caipNetworkId.slice(caipNetworkId.indexOf(':') + 1);
  return /^\d{1,15}$/.test(reference) ? Number(reference) : reference;
}

/**
 * Records a connected wallet everywhere it shows, for any namespace and connection kind:
 * account, connection status, storage (so a reload restores it), recent wallets, the
 * `connect` event, and (with `activate`, the namespace the visitor is on) the active
 * network, opening UnsupportedChain when the wallet sits on a network the page did not
 * request. The adapter has checked the connection.
 */
export function applyConnection(
  namespace: ChainNamespace,
  via: ConnectedVia,
  connection: WalletConnection,
  { restored, activate = true }: { restored: boolean; activate?: boolean },
): void {
  const { address, caipNetworkId } = connection;
  const caipAddress = `${caipNetworkId}:${address}`;
  const chainId = chainIdOf(caipNetworkId);
  const connector = { id: via.id, name: via.name, type: via.type };
  if (activate) setActiveNetwork(caipNetworkId);
  patchAccount(namespace, { address, caipAddress, connector });
  dispatchConnection(namespace, {
    type: 'connected',
    connection: { accounts: [address], chainId, connector: { ...connector, uid: via.id } },
  });
  addConnectedNamespace(namespace);
  setConnectedConnectorId(namespace, via.id);
  setConnectionStatus('connected');
  if (via.recent) rememberWallet(via.recent);
  if (!restored) track('CONNECT_SUCCESS', { method: via.method, name: via.name });
  emitHostEvent('connect', { address, caipAddress, chainId, namespace, connector });
  if (activate) void checkUnsupportedChain().catch(() => undefined);
}
