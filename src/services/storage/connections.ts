import { isChainNamespace, type ChainNamespace } from '../../config/chainNamespaces';
import { isArrayOf, isRecord, isText, type Guard } from './guards';
import { readJson, writeJson } from './jsonItem';
import { removeItem } from './safeStorage';
import { StorageKeys } from './storageKeys';

/** Spec §3 wallet connection record. `chainId` is a number on EVM chains, a CAIP-2 reference elsewhere. */
export interface ConnectionRecord {
  accounts: string[];
  chainId: number | string;
  connector: { id: string; name: string; type: string; uid: string };
}

/** Stored connections, per namespace. */
export type ConnectionsByNamespace = Partial<Record<ChainNamespace, ConnectionRecord[]>>;

// Bounds keep a tampered value from growing without limit; real pages have a handful of each.
const MAX_CONNECTIONS = 10;
const MAX_ACCOUNTS = 100;
const MAX_RAW_LENGTH = 64 * 1024;

const isShortText = (value: unknown): value is string => isText(value, 256);

function isChainId(value: unknown): value is number | string {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0;
  return typeof value === 'string' && /^[-_a-zA-Z0-9]{1,32}$/.test(value);
}

function isConnectionRecord(value: unknown): value is ConnectionRecord {
  if (!isRecord(value) || !isRecord(value.connector)) return false;
  const { id, name, type, uid } = value.connector;
  return (
    isArrayOf(value.accounts, isShortText, MAX_ACCOUNTS) &&
    value.accounts.length > 0 &&
    isChainId(value.chainId) &&
    [id, name, type, uid].every(isShortText)
  );
}

const isRecordList: Guard<ConnectionRecord[]> = (value): value is ConnectionRecord[] =>
  isArrayOf(value, isConnectionRecord, MAX_CONNECTIONS) && value.length > 0;

function isConnectionsByNamespace(value: unknown): value is ConnectionsByNamespace {
  return isRecord(value) && Object.entries(value).every(([ns, list]) => isChainNamespace(ns) && isRecordList(list));
}

function readAll(): ConnectionsByNamespace {
  return readJson(StorageKeys.CONNECTIONS, isConnectionsByNamespace, MAX_RAW_LENGTH) ?? {};
}

/** The stored connections of a namespace; `[]` by default. */
export function getConnections(namespace: ChainNamespace): ConnectionRecord[] {
  const all = readAll();
  return (Object.hasOwn(all, namespace) && all[namespace]) || [];
}

/** Replaces a namespace's connections (`[]` removes them); `false` when malformed. */
export function setConnections(namespace: ChainNamespace, records: ConnectionRecord[]): boolean {
  if (!isChainNamespace(namespace)) return false;
  if (Array.isArray(records) && records.length === 0) {
    removeConnections(namespace);
    return true;
  }
  if (!isRecordList(records)) return false;
  const next = { ...readAll(), [namespace]: records };
  return writeJson(StorageKeys.CONNECTIONS, next, isConnectionsByNamespace, MAX_RAW_LENGTH);
}

/** Forgets a namespace's connections. */
export function removeConnections(namespace: ChainNamespace): void {
  const { [namespace]: _dropped, ...rest } = readAll();
  if (Object.keys(rest).length === 0) removeItem(StorageKeys.CONNECTIONS);
  else writeJson(StorageKeys.CONNECTIONS, rest, isConnectionsByNamespace, MAX_RAW_LENGTH);
}
