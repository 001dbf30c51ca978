import { computed } from 'nanostores';
import { VIEW_MANIFEST } from '../router/viewManifest';
import { $connectors } from './connectors';
import { $route } from './router';

/**
 * The name of the wallet the open screen waits on (a view the manifest marks `titledByWallet`),
 * for its title; undefined elsewhere. A text, so a wallet announcing itself does not render the
 * open modal again unless this name changes.
 */
export const $routeWalletName = computed([$route, $connectors], (route, connectors): string | undefined => {
  if (!VIEW_MANIFEST[route.view].titledByWallet) return undefined;
  const wallet = route.data?.wallet as { name?: unknown } | undefined;
  if (typeof wallet?.name === 'string') return wallet.name;
  return connectors.find((connector) => connector.id === route.data?.connectorId)?.name;
});
