import { computed } from 'nanostores';
import { $connectors } from './connectors';
import { $route } from './router';

/**
 * The name of the wallet the open screen waits on (ConnectingExternal, ConnectingWalletConnect),
 * for its title; undefined elsewhere. A text, so a wallet announcing itself does not render the
 * open modal again unless this name changes.
 */
export const $routeWalletName = computed([$route, $connectors], (route, connectors): string | undefined => {
  if (route.view !== 'ConnectingExternal' && route.view !== 'ConnectingWalletConnect') return undefined;
  const wallet = route.data?.wallet as { name?: unknown } | undefined;
  if (typeof wallet?.name === 'string') return wallet.name;
  return connectors.find((connector) => connector.id === route.data?.connectorId)?.name;
});
