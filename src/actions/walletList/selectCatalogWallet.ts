import { viewForWalletSelection } from '../../router/viewForWalletSelection';
import type { WalletListEntry } from '../../services/walletList/WalletListEntry';
import { $connectors } from '../../stores/connectors';
import { selectConnector } from '../selectConnector';
import { openWalletConnectFor } from '../walletConnect/openWalletConnect';

/**
 * The visitor picked a wallet of the catalogue (Connect or AllWallets). One installed on
 * this page connects through its connector (ConnectingExternal); any other pairs over
 * WalletConnect (ConnectingWalletConnect).
 */
export function selectCatalogWallet(wallet: WalletListEntry): void {
  const route = viewForWalletSelection(wallet, $connectors.get());
  if (route.view === 'ConnectingExternal') selectConnector(route.data.connectorId); // tracks SELECT_WALLET with platform 'browser'
  else openWalletConnectFor(wallet);
}
