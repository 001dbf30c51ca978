import { errorMessage } from '../../i18n/errorMessage';
import { ConnectorNotFoundError, UserRejectedRequestError } from '../../errors/connectionErrors';
import { toWalletError } from '../../errors/toWalletError';
import { $connecting } from '../../stores/connecting';
import { dispatchConnection } from '../../stores/connection';
import { track } from '../../stores/events';
import { setLoading } from '../../stores/modal';
import { applyConnection } from './applyConnection';
import { findBrowserWallet } from './findBrowserWallet';
import { loadAdapter } from './loadAdapter';
import { targetNetwork } from './targetNetwork';
import { viaBrowserWallet } from './viaBrowserWallet';

/**
 * Connects a browser wallet found on the page, in its namespace (spec §4 status machine):
 * connecting, then connected, or back to the previous state with the reason in `$connecting`.
 */
export async function connectBrowserWallet(connectorId: string): Promise<void> {
  const wallet = findBrowserWallet(connectorId);
  if (!wallet) throw new ConnectorNotFoundError(connectorId);
  const { namespace } = wallet;
  dispatchConnection(namespace, { type: 'connect', connectorUid: wallet.id });
  $connecting.set({ connectorId, status: 'pending' });
  setLoading(namespace, true);
  try {
    const adapter = await loadAdapter(namespace);
    const connection = await adapter.connect({ kind: 'browser', walletId: wallet.id }, targetNetwork(namespace));
    applyConnection(namespace, viaBrowserWallet(wallet), connection, { restored: false });
    $connecting.set({ connectorId, status: 'idle' });
  } catch (thrown) {
    const error = toWalletError(thrown);
    dispatchConnection(namespace, { type: 'failed' });
    $connecting.set({ connectorId, status: 'failed', error: () => errorMessage(error), declined: error instanceof UserRejectedRequestError });
    track('CONNECT_ERROR', { name: wallet.name, message: error.shortMessage });
    throw error;
  } finally {
    setLoading(namespace, false);
  }
}
