import type { ChainNamespace } from '../config/chainNamespaces';
import { EMBEDDED_ID } from '../connectors/embedded/embeddedId';
import { WALLET_CONNECT_ID } from '../connectors/walletConnect/walletConnectId';
import { getLegalAccepted } from '../services/storage/preferences';
import { $config } from '../stores/config';
import { whenConfigSettles, type PageSetting } from '../stores/whenConfigSettles';
import { dispatchConnection } from '../stores/dispatchConnection';
import { $modalState } from '../stores/modal';
import { $legalAccepted } from '../stores/legalAccepted';
import { loadRecentWallets } from '../stores/recentWallets';
import { followAccountData } from './account/followAccountData';
import { startAnalytics } from './analytics/startAnalytics';
import { discoverWallets } from './connection/discoverWallets';
import { markStoredReconnecting, unmarkReconnecting } from './connection/markStoredReconnecting';
import { followConnectionInRouter } from './followConnectionInRouter';
import { afterPageSetup } from './afterPageSetup';
import { closeWhenUnmounted } from './closeWhenUnmounted';
import { preloadConnectedViews } from './preloadConnectedViews';
import { followSignIn } from './siwx/followSignIn';
import { followProject } from './project/checkProject';

let started = false;

/**
 * What restoring needs the page to have set: the data service and wallet list (balances,
 * names and images load once connected) and, for a WalletConnect session, the relay and
 * verify service, which the SDK keeps for the page's life once it starts, and for an
 * embedded-wallet sign-in the secure site.
 */
function restoreNeeds(connectorIds: Iterable<string>): PageSetting[] {
  const ids = [...connectorIds];
  const needs: PageSetting[] = ['projectId', 'apiUrl', 'explorerUrl'];
  if (ids.includes(WALLET_CONNECT_ID)) needs.push('relayUrl', 'verifyUrl');
  if (ids.includes(EMBEDDED_ID)) needs.push('secureSiteUrl');
  return needs;
}

/** Of the stored connections, those in namespaces the page configures now. */
function configuredOf(stored: ReadonlyMap<ChainNamespace, string[]>): Map<ChainNamespace, string[]> {
  const networks = $config.get().networks;
  return new Map([...stored].filter(([namespace]) => networks.some((network) => network.chainNamespace === namespace)));
}

/**
 * Restores an earlier visit's connection against the configuration the page sets (see
 * whenConfigSettles): soon after on a page that set what the restore needs, else once its
 * configuration has stopped changing for a while. Meanwhile the account reads
 * "reconnecting"; opening the modal restores at once.
 */
function restoreWhenConfigured(): void {
  const stored = markStoredReconnecting();
  // Marked at the button's first render, gone from storage since (ended in another tab): nothing to restore.
  unmarkReconnecting(stored);
  if (stored.size === 0) return;
  const settling = whenConfigSettles(restoreNeeds([...stored.values()].flat()), () => {
    stopFlushing();
    const configured = configuredOf(stored);
    // Reconnecting a namespace the page no longer configures: nothing is connected there.
    for (const namespace of stored.keys()) if (!configured.has(namespace)) dispatchConnection(namespace, { type: 'failed' });
    // Restoring loads its code only now: a first visit has nothing stored to restore.
    void import('./connection/restoreConnections').then(
      ({ restoreConnections }) =>
        restoreConnections(configured).then(() => {
          // The watcher is off unless the page turns it on (spec §9): its code loads only then.
          if ($config.get().pendingTransactionsFilter.enable) void import('./send/pendingTransactionWatcher').then((watcher) => watcher.watchPendingTransactions());
        }),
      // Its code did not load: nothing is restored, and nothing stays reconnecting.
      () => configured.forEach((_, namespace) => dispatchConnection(namespace, { type: 'failed' })),
    );
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
  loadRecentWallets();
  $legalAccepted.set(getLegalAccepted());
  // The namespaces' browser wallets, for the configuration of now and each the page sets.
  $config.subscribe(() => discoverWallets());
  followAccountData();
  followConnectionInRouter();
  preloadConnectedViews();
  followSignIn();
  startAnalytics();
  closeWhenUnmounted();
  afterPageSetup(() => {
    restoreWhenConfigured();
    followProject();
  });
}
