import type { ChainNamespace } from '../../config/chainNamespaces';
import type { WalletChange } from '../../connectors/NamespaceAdapter';
import { getAccount, patchAccount } from '../../stores/account';
import { WALLET_CONNECT_ID } from '../../connectors/walletConnect/walletConnectId';
import { $connections, getConnectionState } from '../../stores/connection';
import { dispatchConnection } from '../../stores/dispatchConnection';
import { track } from '../../stores/events';
import { emitHostEvent } from '../../stores/hostEvents';
import { $activeNamespace } from '../../stores/network';
import { checkUnsupportedChain } from '../checkUnsupportedChain';
import { forgetConnection } from '../forgetConnection';
import { setActiveNetwork } from '../setActiveNetwork';
import { getWalletConnect } from '../walletConnect/getWalletConnect';
import { chainIdOf } from './showCurrentConnection';
import { storeConnections } from './storeConnections';

/**
 * Follows what the visitor does in a wallet itself, for each live connection (`connectorUid`,
 * the one whose adapter reported it): another account or network updates that connection, and
 * only when it is the current one the account, the active network and what the host reads; a
 * disconnect ends that connection (another becomes current, spec §4). Data the wallet sent that
 * is not an account or a network never reaches the stores, the storage or the host's events:
 * the adapter reports it as rejected.
 */
export function onWalletChange(namespace: ChainNamespace, connectorUid: string | undefined, change: WalletChange): void {
  if (change.type === 'rejected') {
    track('WALLET_DATA_REJECTED', { namespace, event: change.event, value: String(change.value).slice(0, 80) });
    return;
  }
  const state = getConnectionState(namespace);
  const record = state.connections.find((connection) => connection.connector.uid === connectorUid);
  if (connectorUid === undefined || !record) return;
  if (change.type === 'disconnected') {
    const emptied = forgetConnection(namespace, connectorUid);
    // The last namespace of a WalletConnect session gone: the session ends at the wallet too.
    const sessionInUse = Object.values($connections.get()).some((each) => each?.connections.some((other) => other.connector.uid === WALLET_CONNECT_ID));
    if (connectorUid === WALLET_CONNECT_ID && !sessionInUse) void getWalletConnect().then((client) => client.disconnect()).catch(() => undefined);
    track('DISCONNECT_SUCCESS', { namespace, initiator: 'wallet' });
    if (emptied) emitHostEvent('disconnect', { namespace });
    return;
  }
  const { address, caipNetworkId } = change.connection;
  dispatchConnection(namespace, { type: 'updated', connection: { ...record, accounts: [address], chainId: caipNetworkId.includes(':') ? chainIdOf(caipNetworkId) : record.chainId } });
  storeConnections(namespace);
  if (state.currentConnectorUid !== connectorUid) return;
  const caipAddress = `${caipNetworkId}:${address}`;
  const active = $activeNamespace.get() === namespace;
  if (active) setActiveNetwork(caipNetworkId);
  const account = getAccount(namespace);
  if (account.address !== address || account.caipAddress !== caipAddress) {
    // Another account: its name and avatar are its own, read anew (loadIdentity); the last one's never show for it.
    const otherAccount = account.address !== address ? { profileName: undefined, profileImage: undefined } : {};
    patchAccount(namespace, { address, caipAddress, balance: undefined, balanceSymbol: undefined, balanceUnavailable: undefined, ...otherAccount });
  }
  if (active) void checkUnsupportedChain().catch(() => undefined);
}
