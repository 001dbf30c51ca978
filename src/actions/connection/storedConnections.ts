import type { ChainNamespace } from '../../config/chainNamespaces';
import { namespaceConnectors } from '../../connectors/namespaceConnectors';
import { getConnectedConnectorId } from '../../services/storage/connectionPersistence';
import { getConnections } from '../../services/storage/connections';

/**
 * The connector ids stored for each namespace this build connects, the current one first:
 * its connections (spec §3 "connections") and its current connector id, which is all an
 * earlier version stored (a visitor of that version is restored all the same).
 */
export function storedConnections(): Map<ChainNamespace, string[]> {
  const stored = new Map<ChainNamespace, string[]>();
  for (const { namespace } of namespaceConnectors()) {
    const current = getConnectedConnectorId(namespace);
    if (!current) continue;
    const others = getConnections(namespace).map((record) => record.connector.uid);
    stored.set(namespace, [...new Set([current, ...others])]);
  }
  return stored;
}
