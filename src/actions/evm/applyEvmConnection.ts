import type { EvmConnection } from '../../connectors/eip155/EvmAdapter';
import type { InjectedWallet } from '../../connectors/eip6963/InjectedWallet';
import { addConnectedNamespace, setConnectedConnectorId, setConnectionStatus } from '../../services/storage';
import { patchAccount } from '../../stores/account';
import { dispatchConnection } from '../../stores/connection';
import { track } from '../../stores/events';
import { emitHostEvent } from '../../stores/hostEvents';
import { rememberWallet } from '../../stores/recentWallets';
import { checkUnsupportedChain } from '../checkUnsupportedChain';
import { setActiveNetwork } from '../setActiveNetwork';

/**
 * Records a connected EVM wallet everywhere it shows: active network, account, connection
 * status, storage (so a reload restores it), recent wallets, the `connect` event, and
 * UnsupportedChain when the wallet sits on a network the page did not request.
 */
export function applyEvmConnection(wallet: InjectedWallet, connection: EvmConnection, { restored }: { restored: boolean }): void {
  const caipNetworkId = `eip155:${connection.chainId}`;
  const connector = { id: wallet.rdns, name: wallet.name, type: 'ANNOUNCED' };
  setActiveNetwork(caipNetworkId);
  patchAccount('eip155', {
    address: connection.address,
    caipAddress: `${caipNetworkId}:${connection.address}`,
    connector,
  });
  dispatchConnection('eip155', {
    type: 'connected',
    connection: { accounts: [connection.address], chainId: connection.chainId, connector: { ...connector, uid: wallet.rdns } },
  });
  addConnectedNamespace('eip155');
  setConnectedConnectorId('eip155', wallet.rdns);
  setConnectionStatus('connected');
  rememberWallet({ id: wallet.rdns, name: wallet.name, rdns: wallet.rdns });
  if (!restored) track('CONNECT_SUCCESS', { method: 'browser', name: wallet.name });
  emitHostEvent('connect', {
    address: connection.address,
    caipAddress: `${caipNetworkId}:${connection.address}`,
    chainId: connection.chainId,
    namespace: 'eip155',
    connector,
  });
  void checkUnsupportedChain().catch(() => undefined);
}
