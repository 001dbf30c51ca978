import type { ChainNamespace } from '../../config/chainNamespaces';
import { EMBEDDED_ID } from '../../connectors/embedded/embeddedId';
import type { ConnectionRecord } from '../../services/storage/connections';
import { clearEmbeddedWalletKeys } from '../../services/storage/embeddedWalletKeys';
import { SHARED_CONNECTOR_IDS } from './sharedConnectorIds';

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

/** Keeps `records` for a namespace (none: it keeps nothing more than its live connections). */
export function keepConnections(namespace: ChainNamespace, records: readonly ConnectionRecord[]): void {
  if (records.length > 0) kept.set(namespace, records);
  else kept.delete(namespace);
}

/**
 * Ends the kept connections of `namespaces` (every namespace's when undefined), as the visitor
 * ending theirs ends them: a shared one (a WalletConnect session, an embedded sign-in) in every
 * namespace that keeps it, and an embedded sign-in's keys on the page with it. Returns the
 * namespaces whose kept connections changed: the caller stores them again.
 */
export function dropKept(namespaces?: readonly ChainNamespace[]): ChainNamespace[] {
  const ending = (namespace: ChainNamespace) => !namespaces || namespaces.includes(namespace);
  const ended = new Set([...kept].filter(([namespace]) => ending(namespace)).flatMap(([, records]) => records.map((record) => record.connector.uid)));
  const changed: ChainNamespace[] = [];
  for (const [namespace, records] of [...kept]) {
    const left = ending(namespace) ? [] : records.filter((record) => !(SHARED_CONNECTOR_IDS.has(record.connector.uid) && ended.has(record.connector.uid)));
    if (left.length === records.length) continue;
    keepConnections(namespace, left);
    changed.push(namespace);
  }
  if (ended.has(EMBEDDED_ID)) clearEmbeddedWalletKeys();
  return changed;
}
