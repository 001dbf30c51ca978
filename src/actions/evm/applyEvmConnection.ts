import type { EvmConnection } from '../../connectors/eip155/EvmAdapter';
import { addConnectedNamespace, setConnectedConnectorId, setConnectionStatus, type RecentWalletInput } from '../../services/storage';
import { patchAccount } from '../../stores/account';
import { dispatchConnection } from '../../stores/connection';
import { InvalidWalletDataError } from '../../errors/connectionErrors';
import { track } from '../../stores/events';
import { invalidEvmConnectionField } from '../../utils/invalidEvmConnectionField';
import { emitHostEvent } from '../../stores/hostEvents';
import { rememberWallet } from '../../stores/recentWallets';
import { checkUnsupportedChain } from '../checkUnsupportedChain';
import { setActiveNetwork } from '../setActiveNetwork';

export interface ConnectedVia {
  /** Our connector id: the wallet's rdns for browser wallets, 'walletConnect' otherwise. */
  id: string;
  name: string;
  type: 'ANNOUNCED' | 'WALLET_CONNECT';
  /** The wallet to list first next time (spec §3 recent wallets). */
  recent: RecentWalletInput;
  /** How it connected, for the tracked event. */
  method: 'browser' | 'qrcode' | 'mobile';
}

/**
 * Records a connected EVM wallet everywhere it shows: active network, account, connection
 * status, storage (so a reload restores it), recent wallets, the `connect` event, and
 * UnsupportedChain when the wallet sits on a network the page did not request. Throws
 * InvalidWalletDataError, recording nothing, when the wallet's account or chain is not one.
 */
export function applyEvmConnection(via: ConnectedVia, connection: EvmConnection, { restored }: { restored: boolean }): void {
  const invalid = invalidEvmConnectionField(connection);
  if (invalid) throw new InvalidWalletDataError(invalid, connection[invalid]);
  const caipNetworkId = `eip155:${connection.chainId}`;
  const connector = { id: via.id, name: via.name, type: via.type };
  setActiveNetwork(caipNetworkId);
  patchAccount('eip155', {
    address: connection.address,
    caipAddress: `${caipNetworkId}:${connection.address}`,
    connector,
  });
  dispatchConnection('eip155', {
    type: 'connected',
    connection: { accounts: [connection.address], chainId: connection.chainId, connector: { ...connector, uid: via.id } },
  });
  addConnectedNamespace('eip155');
  setConnectedConnectorId('eip155', via.id);
  setConnectionStatus('connected');
  rememberWallet(via.recent);
  if (!restored) track('CONNECT_SUCCESS', { method: via.method, name: via.name });
  emitHostEvent('connect', {
    address: connection.address,
    caipAddress: `${caipNetworkId}:${connection.address}`,
    chainId: connection.chainId,
    namespace: 'eip155',
    connector,
  });
  void checkUnsupportedChain().catch(() => undefined);
}
