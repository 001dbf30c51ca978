import type { ChainNamespace } from '../../config/chainNamespaces';
import type { ConnectionRecord } from '../../services/storage/connections';

/**
 * Stored connections of a namespace that are not live on this page but stay stored beside the
 * live ones (storeConnections writes both): while the restore asks for them, every one stored;
 * once it has settled, those it could not ask (the relay, the secure site or their code did not
 * answer), for the next visit to ask again.
 */
const kept = new Map<ChainNamespace, readonly ConnectionRecord[]>();

/** A namespace's kept connections. */
export function keptConnections(namespace: ChainNamespace): readonly ConnectionRecord[] {
  return kept.get(namespace) ?? [];
}

/** The namespaces that keep connections. */
export function namespacesKeeping(): ChainNamespace[] {
  return [...kept.keys()];
}

/** Keeps `records` for a namespace (none: it keeps nothing more than its live connections). */
export function keepConnections(namespace: ChainNamespace, records: readonly ConnectionRecord[]): void {
  if (records.length > 0) kept.set(namespace, records);
  else kept.delete(namespace);
}
