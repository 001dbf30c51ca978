import { startInjectedDiscovery } from '../connectors/eip6963/injectedWallets';
import { getActiveCaipNetworkId } from '../services/storage';
import { $storedCaipNetworkId } from '../stores/network';
import { loadRecentWallets } from '../stores/recentWallets';
import { followAccountData } from './account/followAccountData';
import { startAnalytics } from './analytics/startAnalytics';
import { restoreEvmConnection } from './evm/restoreEvmConnection';
import { followConnectionInRouter } from './followConnectionInRouter';
import { checkProject } from './project/checkProject';

let started = false;

/** Runs `task` once the page's own markup and scripts have configured the modal. */
function afterPageSetup(task: () => void): void {
  const later = () => setTimeout(task, 0);
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', later, { once: true });
  else later();
}

/**
 * Starts the modal's life on a page: reads what an earlier visit stored (synchronously,
 * never waiting on the network), listens for browser wallets, and once the page has set
 * its configuration, restores an earlier connection in the background.
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
    void restoreEvmConnection();
    void checkProject().catch(() => undefined);
  });
}
