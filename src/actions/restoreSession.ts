import { startInjectedDiscovery } from '../connectors/eip6963/injectedWallets';
import { WALLET_CONNECT_ID } from '../connectors/walletConnectId';
import { getActiveCaipNetworkId, getConnectedConnectorId } from '../services/storage';
import { $config, whenConfigSettles, type PageSetting } from '../stores/config';
import { dispatchConnection, getConnectionState } from '../stores/connection';
import { $modalState } from '../stores/modal';
import { $storedCaipNetworkId } from '../stores/network';
import { loadRecentWallets } from '../stores/recentWallets';
import { followAccountData } from './account/followAccountData';
import { startAnalytics } from './analytics/startAnalytics';
import { restoreEvmConnection } from './evm/restoreEvmConnection';
import { followConnectionInRouter } from './followConnectionInRouter';
import { followProject } from './project/checkProject';

let started = false;

/** Runs `task` once the page's own markup and scripts have run. */
function afterPageSetup(task: () => void): void {
  const later = () => setTimeout(task, 0);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', later, { once: true });
  else later();
}

/**
 * What restoring needs the page to have set: the data service and wallet list (balances,
 * names and images load once connected) and, for a WalletConnect session, the relay and
 * verify service, which the SDK keeps for the page's life once it starts.
 */
function restoreNeeds(connectorId: string): PageSetting[] {
  const needs: PageSetting[] = ['projectId', 'apiUrl', 'explorerUrl'];
  if (connectorId === WALLET_CONNECT_ID) needs.push('relayUrl', 'verifyUrl');
  return needs;
}

/**
 * Restores an earlier visit's connection against the configuration the page sets (see
 * whenConfigSettles): soon after on a page that set what the restore needs, else once its
 * configuration has stopped changing for a while. Meanwhile the account reads
 * "reconnecting"; opening the modal restores at once.
 */
function restoreWhenConfigured(): void {
  const connectorId = getConnectedConnectorId('eip155');
  if (!connectorId) return;
  if ($config.get().networks.some((network) => network.chainNamespace === 'eip155')) dispatchConnection('eip155', { type: 'reconnect' });
  const settling = whenConfigSettles(restoreNeeds(connectorId), () => {
    stopFlushing();
    void restoreEvmConnection().finally(() => {
      // Not restored because the page configured no EVM network: nothing is connected.
      if (getConnectionState('eip155').status === 'reconnecting') dispatchConnection('eip155', { type: 'failed' });
    });
  });
  const stopFlushing = $modalState.listen((state) => {
    if (state.open) settling.flush();
  });
}

/**
 * Starts the modal's life on a page: reads what an earlier visit stored (synchronously,
 * never waiting on the network) and listens for browser wallets. Restoring an earlier
 * connection and checking the project run in the background against the configuration the
 * page sets, whenever it sets it; the project check runs again when its project id or
 * wallet-list service change.
 */
export function restoreSession(): void {
  if (started) return;
  started = true;
  $storedCaipNetworkId.set(getActiveCaipNetworkId());
  loadRecentWallets();
  startInjectedDiscovery();
  followAccountData();
  followConnectionInRouter();
  startAnalytics();
  afterPageSetup(() => {
    restoreWhenConfigured();
    followProject();
  });
}
