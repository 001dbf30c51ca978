import { $injectedWallets } from '../../connectors/eip6963/injectedWallets';
import { ConnectorNotFoundError, UserRejectedRequestError } from '../../errors/connectionErrors';
import { toWalletError } from '../../errors/toWalletError';
import { $connecting } from '../../stores/connecting';
import { dispatchConnection } from '../../stores/connection';
import { track } from '../../stores/events';
import { setLoading } from '../../stores/modal';
import { applyEvmConnection } from './applyEvmConnection';
import { getEvmAdapter } from './getEvmAdapter';
import { targetChainId } from './targetChainId';
import { viaInjectedWallet } from './viaInjectedWallet';

/**
 * Connects an announced browser wallet (spec §4 status machine): connecting, then
 * connected, or back to the previous state with the reason in `$connecting`.
 */
export async function connectInjectedWallet(connectorId: string): Promise<void> {
  const wallet = $injectedWallets.get().find((candidate) => candidate.rdns === connectorId);
  if (!wallet) throw new ConnectorNotFoundError(connectorId);
  dispatchConnection('eip155', { type: 'connect', connectorUid: wallet.rdns });
  $connecting.set({ connectorId, status: 'pending' });
  setLoading('eip155', true);
  try {
    const adapter = await getEvmAdapter();
    const connection = await adapter.connect(wallet, targetChainId());
    applyEvmConnection(viaInjectedWallet(wallet), connection, { restored: false });
    $connecting.set({ connectorId, status: 'idle' });
  } catch (thrown) {
    const error = toWalletError(thrown);
    dispatchConnection('eip155', { type: 'failed' });
    $connecting.set({ connectorId, status: 'failed', error: error.shortMessage, declined: error instanceof UserRejectedRequestError });
    track('CONNECT_ERROR', { name: wallet.name, message: error.shortMessage });
    throw error;
  } finally {
    setLoading('eip155', false);
  }
}
