import type { ChainNamespace } from '../../config/chainNamespaces';
import { forgetConnection } from '../forgetConnection';
import { releaseAdapter } from './loadAdapter';

/**
 * Ends one connection of a namespace that another takes the place of (the project allows one
 * wallet per namespace): its record goes, and its wallet is told in the background.
 */
export function endConnection(namespace: ChainNamespace, connectorUid: string): void {
  forgetConnection(namespace, connectorUid, { quiet: true });
  void releaseAdapter(namespace, connectorUid, (adapter) => adapter.disconnect()).catch(() => undefined);
}
