import { readJson, writeJson } from './jsonItem';
import { removeItem } from './safeStorage';
import { StorageKeys } from './storageKeys';

// Tokens are opaque (JWT-like): printable ASCII without spaces, bounded so a corrupt value cannot bloat reads.
const MAX_TOKEN_LENGTH = 8192;
const isToken = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_TOKEN_LENGTH && /^[\x21-\x7e]+$/.test(value);
const RAW_LIMIT = 2 * MAX_TOKEN_LENGTH + 2; // JSON may escape every character once

/** The sign-in (SIWX) auth token, if any. */
export function getSiwxAuthToken(): string | undefined {
  return readJson(StorageKeys.SIWX_AUTH_TOKEN, isToken, RAW_LIMIT);
}

/** Stores the SIWX auth token; `false` when empty, too long or not printable ASCII. */
export function setSiwxAuthToken(token: string): boolean {
  return writeJson(StorageKeys.SIWX_AUTH_TOKEN, token, isToken, RAW_LIMIT);
}

/** Forgets the SIWX auth token (sign-out). */
export function removeSiwxAuthToken(): void {
  removeItem(StorageKeys.SIWX_AUTH_TOKEN);
}

/** The SIWX nonce token, if any. */
export function getSiwxNonceToken(): string | undefined {
  return readJson(StorageKeys.SIWX_NONCE_TOKEN, isToken, RAW_LIMIT);
}

/** Stores the SIWX nonce token; `false` when empty, too long or not printable ASCII. */
export function setSiwxNonceToken(token: string): boolean {
  return writeJson(StorageKeys.SIWX_NONCE_TOKEN, token, isToken, RAW_LIMIT);
}

/** Forgets the SIWX nonce token. */
export function removeSiwxNonceToken(): void {
  removeItem(StorageKeys.SIWX_NONCE_TOKEN);
}
