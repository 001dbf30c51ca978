import { isChainNamespace, type ChainNamespace } from '../../config/chainNamespaces';
import { isCaipNetworkId, isRecord, isText } from './guards';
import { readJson, writeJson } from './jsonItem';
import { removeItem } from './safeStorage';
import { StorageKeys } from './storageKeys';

/** The signed-in account: what was signed, and until when it holds. */
export interface StoredSiwxSession {
  address: string;
  caipNetworkId: string;
  namespace: ChainNamespace;
  message: string;
  signature: string;
  /** Unix ms. */
  expiresAt: number;
}

const isSession = (value: unknown): value is StoredSiwxSession =>
  isRecord(value) &&
  isText(value.address, 128) &&
  isCaipNetworkId(value.caipNetworkId) &&
  isChainNamespace(value.namespace) &&
  isText(value.message, 4096) &&
  isText(value.signature, 1024) &&
  Number.isSafeInteger(value.expiresAt);

const RAW_LIMIT = 12 * 1024;

/** The sign-in session of an earlier visit, if any. */
export function getSiwxSession(): StoredSiwxSession | undefined {
  return readJson(StorageKeys.SIWX_SESSION, isSession, RAW_LIMIT);
}

export function setSiwxSession(session: StoredSiwxSession): boolean {
  return writeJson(StorageKeys.SIWX_SESSION, session, isSession, RAW_LIMIT);
}

export function removeSiwxSession(): void {
  removeItem(StorageKeys.SIWX_SESSION);
}
