import { isViewAvailable } from './availableViews';
import type { TypedRoute } from './RouteData';
import type { ViewName } from './viewNames';
import { viewForWalletSelection, type AvailableConnector, type SelectableWallet } from './viewForWalletSelection';

/**
 * Where picking a wallet of the catalogue leads. Spec §2 decides (a matching connector on
 * this page: ConnectingExternal, else ConnectingWalletConnect); while the view it names is not
 * built, the visitor gets Downloads, the links to install the wallet. Once
 * ConnectingWalletConnect is in AVAILABLE_VIEWS this routes there with no other change.
 *
 * @example routeForCatalogWallet(wallet, $connectors.get()) // { view: 'Downloads', data: { wallet } }
 */
export function routeForCatalogWallet<W extends SelectableWallet>(
  wallet: W,
  connectors: readonly AvailableConnector[],
  isAvailable: (view: ViewName) => boolean = isViewAvailable,
): TypedRoute {
  const route = viewForWalletSelection(wallet, connectors);
  if (isAvailable(route.view)) return route;
  return { view: 'Downloads', data: { wallet } };
}
