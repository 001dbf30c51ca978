import { isChainNamespace, type ChainNamespace } from '../../config/chainNamespaces';
import type { CaipNetworkId } from '../../utils/parseCaipNetworkId';
import { isCaipNetworkId, isText } from './guards';
import { readJson, writeJson } from './jsonItem';
import { removeItem } from './safeStorage';
import { connectedConnectorIdKey, StorageKeys } from './storageKeys';

/** Spec §3 connection status. */
export type ConnectionStatus = 'connected' | 'connecting' | 'reconnecting' | 'disconnected';
const STATUSES: readonly string[] = ['connected', 'connecting', 'reconnecting', 'disconnected'];

function isConnectionStatus(value: unknown): value is ConnectionStatus {
  return typeof value === 'string' && STATUSES.includes(value);
}

// Connected namespaces are kept as one comma list (`a,b`): registered names, each at most once
// (which bounds the list by the registry, a namespace registered at run time included).
function isNamespaceList(value: unknown): value is string {
  if (!isText(value, 256)) return false;
  const names = value.split(',');
  return names.every(isChainNamespace) && new Set(names).size === names.length;
}

/** Namespaces with a live connection, in the order they connected; `[]` by default. */
export function getConnectedNamespaces(): ChainNamespace[] {
  const list = readJson(StorageKeys.CONNECTED_NAMESPACES, isNamespaceList);
  return list ? (list.split(',') as ChainNamespace[]) : [];
}

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

/** The namespace the modal shows, if one was stored. */
export function getActiveNamespace(): ChainNamespace | undefined {
  return readJson(StorageKeys.ACTIVE_NAMESPACE, isChainNamespace);
}

/** Stores the active namespace; `false` for an unknown namespace. */
export function setActiveNamespace(namespace: ChainNamespace): boolean {
  return writeJson(StorageKeys.ACTIVE_NAMESPACE, namespace, isChainNamespace);
}

/** Forgets the active namespace. */
export function removeActiveNamespace(): void {
  removeItem(StorageKeys.ACTIVE_NAMESPACE);
}

/** The active CAIP-2 network id (`<namespace>:<reference>`), if one was stored. */
export function getActiveCaipNetworkId(): CaipNetworkId | undefined {
  return readJson(StorageKeys.ACTIVE_CAIP_NETWORK_ID, isCaipNetworkId);
}

/** Stores the active CAIP-2 network id; `false` when it is not `knownNamespace:reference`. */
export function setActiveCaipNetworkId(caipNetworkId: CaipNetworkId): boolean {
  return writeJson(StorageKeys.ACTIVE_CAIP_NETWORK_ID, caipNetworkId, isCaipNetworkId);
}

/** Forgets the active network id. */
export function removeActiveCaipNetworkId(): void {
  removeItem(StorageKeys.ACTIVE_CAIP_NETWORK_ID);
}

/** The last connection status; `'disconnected'` by default. */
export function getConnectionStatus(): ConnectionStatus {
  return readJson(StorageKeys.CONNECTION_STATUS, isConnectionStatus) ?? 'disconnected';
}

/** Stores the connection status; `false` for an unknown status. */
export function setConnectionStatus(status: ConnectionStatus): boolean {
  return writeJson(StorageKeys.CONNECTION_STATUS, status, isConnectionStatus);
}

const isConnectorId = (value: unknown): value is string => isText(value, 256);

/** The connector last connected in a namespace, if any. */
export function getConnectedConnectorId(namespace: ChainNamespace): string | undefined {
  return isChainNamespace(namespace) ? readJson(connectedConnectorIdKey(namespace), isConnectorId) : undefined;
}

/** Stores the connector connected in a namespace; `false` for an unknown namespace or empty id. */
export function setConnectedConnectorId(namespace: ChainNamespace, connectorId: string): boolean {
  return isChainNamespace(namespace) && writeJson(connectedConnectorIdKey(namespace), connectorId, isConnectorId);
}

/** Forgets the connector of a namespace. */
export function removeConnectedConnectorId(namespace: ChainNamespace): void {
  if (isChainNamespace(namespace)) removeItem(connectedConnectorIdKey(namespace));
}
