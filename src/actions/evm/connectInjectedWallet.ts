import { $injectedWallets } from '../../connectors/eip6963/injectedWallets';
import { ConnectorNotFoundError, UserRejectedRequestError } from '../../errors/connectionErrors';
import { toWalletError } from '../../errors/toWalletError';
import { $config } from '../../stores/config';
import { $connecting } from '../../stores/connecting';
import { dispatchConnection } from '../../stores/connection';
import { track } from '../../stores/events';
import { setLoading } from '../../stores/modal';
import { $activeNetwork, $isActiveNetworkSupported } from '../../stores/network';
import { applyEvmConnection } from './applyEvmConnection';
import { getEvmAdapter } from './getEvmAdapter';
import { viaInjectedWallet } from './viaInjectedWallet';

/** The chain to connect on: the active network when it is a requested EVM one, else the first EVM network. */
function targetChainId(): number | undefined {
  const active = $activeNetwork.get();
  if (active.chainNamespace === 'eip155' && $isActiveNetworkSupported.get()) return Number(active.id);
  const first = $config.get().networks.find((network) => network.chainNamespace === 'eip155');
  return first ? Number(first.id) : undefined;
}

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
