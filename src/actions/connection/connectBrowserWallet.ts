import { errorMessage } from '../../i18n/errorMessage';
import { ConnectorNotFoundError, UserRejectedRequestError } from '../../errors/walletRequestErrors';
import { toWalletError } from '../../errors/toWalletError';
import { $connecting } from '../../stores/connecting';
import { getConnectionState } from '../../stores/connection';
import { dispatchConnection } from '../../stores/dispatchConnection';
import { track } from '../../stores/events';
import { setLoading } from '../../stores/modal';
import { switchConnection } from '../switchConnection';
import { applyConnection } from './applyConnection';
import { findBrowserWallet } from './findBrowserWallet';
import { adapterFor, releaseUnused } from './loadAdapter';
import { targetNetwork } from './targetNetwork';
import { viaBrowserWallet } from './viaBrowserWallet';

/**
 * Connects a browser wallet found on the page, in its namespace (spec §4 status machine):
 * connecting, then connected (beside the namespace's other connections, as the current one),
 * or back to the previous state with the reason in `$connecting`. Connecting the wallet that
 * is current already throws AlreadyConnectedError; one that is connected but not current
 * becomes current (switchConnection), its wallet not asked again.
 */
export async function connectBrowserWallet(connectorId: string): Promise<void> {
  const wallet = findBrowserWallet(connectorId);
  if (!wallet) throw new ConnectorNotFoundError(connectorId);
  const { namespace } = wallet;
  const state = getConnectionState(namespace);
  if (state.currentConnectorUid !== wallet.id && state.connections.some((record) => record.connector.uid === wallet.id)) {
    switchConnection(namespace, wallet.id);
    $connecting.set({ connectorId, status: 'idle' });
    return;
  }
  setLoading(namespace, true);
  try {
    // The wallet that is current already throws AlreadyConnectedError (spec §4), said below as the catalogue says it.
    dispatchConnection(namespace, { type: 'connect', connectorUid: wallet.id });
    $connecting.set({ connectorId, status: 'pending' });
    const adapter = await adapterFor(namespace, wallet.id);
    const connection = await adapter.connect({ kind: 'browser', walletId: wallet.id }, targetNetwork(namespace));
    applyConnection(namespace, viaBrowserWallet(wallet), connection, { restored: false });
    $connecting.set({ connectorId, status: 'idle' });
  } catch (thrown) {
    const error = toWalletError(thrown);
    dispatchConnection(namespace, { type: 'failed' });
    // A wallet that was not connected already: its adapter instance holds nothing.
    releaseUnused(namespace, wallet.id);
    $connecting.set({ connectorId, status: 'failed', error: () => errorMessage(error), declined: error instanceof UserRejectedRequestError });
    track('CONNECT_ERROR', { name: wallet.name, message: error.shortMessage });
    throw error;
  } finally {
    setLoading(namespace, false);
  }
}
