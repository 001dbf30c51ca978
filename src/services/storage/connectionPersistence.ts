import { isChainNamespace, type ChainNamespace } from '../../config/chainNamespaces';
import type { CaipNetworkId } from '../../utils/parseCaipNetworkId';
import { isCaipNetworkId, isText } from './guards';
import { readJson } from './jsonItem';
import { removeItem } from './safeStorage';
import { connectedConnectorIdKey, StorageKeys } from './storageKeys';

/** Spec §3 connection status. */
export type ConnectionStatus = 'connected' | 'connecting' | 'reconnecting' | 'disconnected';
const STATUSES: readonly string[] = ['connected', 'connecting', 'reconnecting', 'disconnected'];

export function isConnectionStatus(value: unknown): value is ConnectionStatus {
  return typeof value === 'string' && STATUSES.includes(value);
}

// Connected namespaces are kept as one comma list (`a,b`): registered names, each at most once
// (which bounds the list by the registry, a namespace registered at run time included).
export function isNamespaceList(value: unknown): value is string {
  if (!isText(value, 256)) return false;
  const names = value.split(',');
  return names.every(isChainNamespace) && new Set(names).size === names.length;
}

/** Namespaces with a live connection, in the order they connected; `[]` by default. */
export function getConnectedNamespaces(): ChainNamespace[] {
  const list = readJson(StorageKeys.CONNECTED_NAMESPACES, isNamespaceList);
  return list ? (list.split(',') as ChainNamespace[]) : [];
}

/** The namespace the modal shows, if one was stored. */
export function getActiveNamespace(): ChainNamespace | undefined {
  return readJson(StorageKeys.ACTIVE_NAMESPACE, isChainNamespace);
}

/** Forgets the active namespace. */
export function removeActiveNamespace(): void {
  removeItem(StorageKeys.ACTIVE_NAMESPACE);
}

/** The active CAIP-2 network id (`<namespace>:<reference>`), if one was stored. */
export function getActiveCaipNetworkId(): CaipNetworkId | undefined {
  return readJson(StorageKeys.ACTIVE_CAIP_NETWORK_ID, isCaipNetworkId);
}

/** Forgets the active network id. */
export function removeActiveCaipNetworkId(): void {
  removeItem(StorageKeys.ACTIVE_CAIP_NETWORK_ID);
}

/** The last connection status; `'disconnected'` by default. */
export function getConnectionStatus(): ConnectionStatus {
  return readJson(StorageKeys.CONNECTION_STATUS, isConnectionStatus) ?? 'disconnected';
}

export const isConnectorId = (value: unknown): value is string => isText(value, 256);

/** The connector last connected in a namespace, if any. */
export function getConnectedConnectorId(namespace: ChainNamespace): string | undefined {
  return isChainNamespace(namespace) ? readJson(connectedConnectorIdKey(namespace), isConnectorId) : undefined;
}
