import { routeForCatalogWallet } from '../../router/routeForCatalogWallet';
import type { WalletListEntry } from '../../services/walletList/WalletListEntry';
import { $connectors } from '../../stores/connectors';
import { track } from '../../stores/events';
import { pushRoute } from '../../stores/router';
import { selectConnector } from '../selectConnector';
import { openWalletConnectFor } from '../walletConnect/openWalletConnect';

/**
 * The visitor picked a wallet of the catalogue (Connect or AllWallets). One installed on
 * this page connects through its connector (ConnectingExternal); any other pairs over
 * WalletConnect (ConnectingWalletConnect), or, if that is not offered, gets the links to
 * install it (Downloads).
 */
export function selectCatalogWallet(wallet: WalletListEntry): void {
  const route = routeForCatalogWallet(wallet, $connectors.get());
  if (route.view === 'ConnectingExternal') {
    selectConnector(route.data.connectorId); // tracks SELECT_WALLET with platform 'browser'
    return;
  }
  if (route.view === 'ConnectingWalletConnect') {
    openWalletConnectFor(wallet);
    return;
  }
  track('SELECT_WALLET', { name: wallet.name, platform: route.view === 'Downloads' ? 'download' : 'qrcode' });
  pushRoute(route);
}
