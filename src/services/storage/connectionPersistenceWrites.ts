import { isChainNamespace, type ChainNamespace } from '../../config/chainNamespaces';
import type { CaipNetworkId } from '../../utils/parseCaipNetworkId';
import { getConnectedNamespaces, isConnectionStatus, isConnectorId, isNamespaceList, type ConnectionStatus } from './connectionPersistence';
import { isCaipNetworkId } from './guards';
import { writeJson } from './jsonItem';
import { removeItem } from './safeStorage';
import { connectedConnectorIdKey, StorageKeys } from './storageKeys';

// The writes of what connectionPersistence reads: apart, as only the actions that connect write
// it, and the page's first load only reads it (the 'Reconnecting…' of the button).

function writeNamespaces(names: ChainNamespace[]): ChainNamespace[] {
  if (names.length === 0) removeItem(StorageKeys.CONNECTED_NAMESPACES);
  else writeJson(StorageKeys.CONNECTED_NAMESPACES, names.join(','), isNamespaceList);
  return names;
}

/** Adds a namespace to the connected list (once); returns the new list. */
export function addConnectedNamespace(namespace: ChainNamespace): ChainNamespace[] {
  const current = getConnectedNamespaces();
  if (!isChainNamespace(namespace) || current.includes(namespace)) return current;
  return writeNamespaces([...current, namespace]);
}

/** Removes a namespace from the connected list; returns the new list. */
export function removeConnectedNamespace(namespace: ChainNamespace): ChainNamespace[] {
  return writeNamespaces(getConnectedNamespaces().filter((name) => name !== namespace));
}

/** Stores the active namespace; `false` for an unknown namespace. */
export function setActiveNamespace(namespace: ChainNamespace): boolean {
  return writeJson(StorageKeys.ACTIVE_NAMESPACE, namespace, isChainNamespace);
}

/** Stores the active CAIP-2 network id; `false` when it is not `knownNamespace:reference`. */
export function setActiveCaipNetworkId(caipNetworkId: CaipNetworkId): boolean {
  return writeJson(StorageKeys.ACTIVE_CAIP_NETWORK_ID, caipNetworkId, isCaipNetworkId);
}

/** Stores the connection status; `false` for an unknown status. */
export function setConnectionStatus(status: ConnectionStatus): boolean {
  return writeJson(StorageKeys.CONNECTION_STATUS, status, isConnectionStatus);
}

/** Stores the connector connected in a namespace; `false` for an unknown namespace or empty id. */
export function setConnectedConnectorId(namespace: ChainNamespace, connectorId: string): boolean {
  return isChainNamespace(namespace) && writeJson(connectedConnectorIdKey(namespace), connectorId, isConnectorId);
}

/** Forgets the connector of a namespace. */
export function removeConnectedConnectorId(namespace: ChainNamespace): void {
  if (isChainNamespace(namespace)) removeItem(connectedConnectorIdKey(namespace));
}
