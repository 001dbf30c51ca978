import { waitForInjectedWallet } from '../../connectors/eip6963/injectedWallets';
import { WALLET_CONNECT_ID } from '../../connectors/walletConnectId';
import { getConnectedConnectorId, getWalletId, getWalletName } from '../../services/storage';
import { $config } from '../../stores/config';
import { dispatchConnection } from '../../stores/connection';
import { forgetConnection } from '../forgetConnection';
import { followRelay } from '../walletConnect/followRelay';
import { viaWalletConnect } from '../walletConnect/viaWalletConnect';
import { applyEvmConnection, type ConnectedVia } from './applyEvmConnection';
import { getEvmAdapter } from './getEvmAdapter';
import { viaInjectedWallet } from './viaInjectedWallet';
import type { EvmConnection } from '../../connectors/eip155/EvmAdapter';

/** How long a stored wallet may take to announce itself before we give up restoring it. */
const ANNOUNCE_WAIT_MS = 1_500;

async function restoreBrowserWallet(rdns: string): Promise<[ConnectedVia, EvmConnection] | undefined> {
  const wallet = await waitForInjectedWallet(rdns, ANNOUNCE_WAIT_MS);
  if (!wallet) return undefined;
  const connection = await (await getEvmAdapter()).reconnect(wallet);
  return connection ? [viaInjectedWallet(wallet), connection] : undefined;
}

async function restoreWalletConnect(): Promise<[ConnectedVia, EvmConnection] | undefined> {
  const adapter = await getEvmAdapter();
  void followRelay(adapter).catch(() => undefined);
  const connection = await adapter.reconnectWalletConnect();
  if (!connection) return undefined;
  const id = getWalletId();
  const name = getWalletName();
  return [viaWalletConnect(id && name ? { id, name } : undefined, 'qrcode'), connection];
}

/**
 * Restores the EVM connection of an earlier visit without a click (status reconnecting,
 * then connected): a browser wallet once it announces itself, or the stored WalletConnect
 * session (its SDK loads only then). A wallet that was removed, locked or no longer
 * authorises the page leaves a clean disconnected state.
 */
export async function restoreEvmConnection(): Promise<void> {
  const connectorId = getConnectedConnectorId('eip155');
  if (!connectorId || !$config.get().networks.some((network) => network.chainNamespace === 'eip155')) return;
  dispatchConnection('eip155', { type: 'reconnect' });
  try {
    const restored = connectorId === WALLET_CONNECT_ID ? await restoreWalletConnect() : await restoreBrowserWallet(connectorId);
    if (restored) applyEvmConnection(restored[0], restored[1], { restored: true });
    else forgetConnection('eip155');
  } catch {
    forgetConnection('eip155');
  }
}
