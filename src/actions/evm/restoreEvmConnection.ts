import { waitForInjectedWallet } from '../../connectors/eip6963/injectedWallets';
import { getConnectedConnectorId } from '../../services/storage';
import { $config } from '../../stores/config';
import { dispatchConnection } from '../../stores/connection';
import { applyEvmConnection } from './applyEvmConnection';
import { forgetConnection } from '../forgetConnection';
import { getEvmAdapter } from './getEvmAdapter';

/** How long a stored wallet may take to announce itself before we give up restoring it. */
const ANNOUNCE_WAIT_MS = 1_500;

/**
 * Restores the EVM connection of an earlier visit without a click (status reconnecting,
 * then connected). A wallet that was removed, locked or no longer authorises the page
 * leaves a clean disconnected state.
 */
export async function restoreEvmConnection(): Promise<void> {
  const connectorId = getConnectedConnectorId('eip155');
  if (!connectorId || !$config.get().networks.some((network) => network.chainNamespace === 'eip155')) return;
  dispatchConnection('eip155', { type: 'reconnect' });
  try {
    const wallet = await waitForInjectedWallet(connectorId, ANNOUNCE_WAIT_MS);
    const connection = wallet ? await (await getEvmAdapter()).reconnect(wallet) : undefined;
    if (wallet && connection) applyEvmConnection(wallet, connection, { restored: true });
    else forgetConnection('eip155');
  } catch {
    forgetConnection('eip155');
  }
}
