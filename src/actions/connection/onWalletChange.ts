import type { ChainNamespace } from '../../config/chainNamespaces';
import type { WalletChange } from '../../connectors/NamespaceAdapter';
import { getAccount, patchAccount } from '../../stores/account';
import { WALLET_CONNECT_ID } from '../../connectors/walletConnect/walletConnectId';
import { $connections, getConnectionState } from '../../stores/connection';
import { track } from '../../stores/events';
import { emitHostEvent } from '../../stores/hostEvents';
import { $activeNamespace } from '../../stores/network';
import { checkUnsupportedChain } from '../checkUnsupportedChain';
import { forgetConnection } from '../forgetConnection';
import { setActiveNetwork } from '../setActiveNetwork';
import { getWalletConnect } from '../walletConnect/getWalletConnect';

/**
 * Follows what the visitor does in the wallet itself: another account, another network,
 * disconnect. Data the wallet sent that is not an account or a network never reaches the
 * stores, the storage or the host's events: the adapter reports it as rejected.
 */
export function onWalletChange(namespace: ChainNamespace, change: WalletChange): void {
  if (change.type === 'rejected') {
    track('WALLET_DATA_REJECTED', { namespace, event: change.event, value: String(change.value).slice(0, 80) });
    return;
  }
  if (getConnectionState(namespace).status !== 'connected') return;
  if (change.type === 'disconnected') {
    const connectorUid = getConnectionState(namespace).currentConnectorUid;
    forgetConnection(namespace);
    // The last namespace of a WalletConnect session gone: the session ends at the wallet too.
    const sessionInUse = Object.values($connections.get()).some((state) => state?.currentConnectorUid === WALLET_CONNECT_ID && state.status !== 'disconnected');
    if (connectorUid === WALLET_CONNECT_ID && !sessionInUse) void getWalletConnect().then((client) => client.disconnect()).catch(() => undefined);
    track('DISCONNECT_SUCCESS', { namespace, initiator: 'wallet' });
    emitHostEvent('disconnect', { namespace });
    return;
  }
  const { address, caipNetworkId } = change.connection;
  const caipAddress = `${caipNetworkId}:${address}`;
  const active = $activeNamespace.get() === namespace;
  if (active) setActiveNetwork(caipNetworkId);
  const account = getAccount(namespace);
  if (account.address !== address || account.caipAddress !== caipAddress) {
    patchAccount(namespace, { address, caipAddress, balance: undefined, balanceSymbol: undefined, balanceUnavailable: undefined });
  }
  if (active) void checkUnsupportedChain().catch(() => undefined);
}
