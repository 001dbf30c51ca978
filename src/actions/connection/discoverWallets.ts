import { namespaceConnector } from '../../connectors/namespaceConnectors';
import { $config } from '../../stores/config';

/**
 * Looks for the visitor's browser wallets in every namespace the page configured, and only
 * those: a page of one namespace loads and runs no other's discovery. Looking again finds the
 * wallets that put themselves on the page late (an extension that injects after the page).
 */
export function discoverWallets(): void {
  for (const namespace of $config.get().adapters) namespaceConnector(namespace)?.discover();
}
