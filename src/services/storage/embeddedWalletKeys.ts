import type { CaipNetworkId } from '../../utils/parseCaipNetworkId';
import { isArrayOf, isCaipNetworkId, isFiniteNumber, isText } from './guards';
import { readJson, writeJson } from './jsonItem';
import { removeItem } from './safeStorage';
import { StorageKeys } from './storageKeys';

// The keys the embedded (email/social) wallet keeps across reloads (spec §3 "Embedded-wallet local keys").

const MAX_ENABLED_NETWORKS = 64;
const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';
const isEmail = (value: unknown): value is string => isText(value, 254) && /^[^\s@]+@[^\s@]+$/.test(value);
const isUsername = (value: unknown): value is string => isText(value, 256);
const isTime = (value: unknown): value is number => isFiniteNumber(value) && Number.isInteger(value) && value >= 0;
const isEvmChainId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isChainIdList = (value: unknown): value is number[] =>
  isArrayOf(value, isEvmChainId, MAX_ENABLED_NETWORKS) && new Set(value).size === value.length;

/** Whether an email login was ever used on this device; `false` by default. */
export function getEmailLoginUsed(): boolean {
  return readJson(StorageKeys.EMBEDDED_EMAIL_LOGIN_USED, isBoolean) ?? false;
}

/** Records whether an email login was used. */
export function setEmailLoginUsed(used: boolean): boolean {
  return writeJson(StorageKeys.EMBEDDED_EMAIL_LOGIN_USED, used, isBoolean);
}

/** The email of the embedded-wallet login, if any. */
export function getEmbeddedEmail(): string | undefined {
  return readJson(StorageKeys.EMBEDDED_EMAIL, isEmail);
}

/** Stores the login email; `false` when it does not look like an email. */
export function setEmbeddedEmail(email: string): boolean {
  return writeJson(StorageKeys.EMBEDDED_EMAIL, email, isEmail);
}

/** When the last email login happened (ms since epoch), if recorded. */
export function getLastEmailLoginTime(): number | undefined {
  return readJson(StorageKeys.EMBEDDED_LAST_EMAIL_LOGIN_TIME, isTime);
}

/** Records the last email login time (ms since epoch); `false` when not a non-negative integer. */
export function setLastEmailLoginTime(time: number): boolean {
  return writeJson(StorageKeys.EMBEDDED_LAST_EMAIL_LOGIN_TIME, time, isTime);
}

/** The CAIP-2 network the embedded wallet last used, if any. */
export function getLastUsedChain(): CaipNetworkId | undefined {
  return readJson(StorageKeys.EMBEDDED_LAST_USED_CHAIN, isCaipNetworkId);
}

/** Stores the embedded wallet's last network; `false` when not CAIP-2 of a known namespace. */
export function setLastUsedChain(caipNetworkId: CaipNetworkId): boolean {
  return writeJson(StorageKeys.EMBEDDED_LAST_USED_CHAIN, caipNetworkId, isCaipNetworkId);
}

/** The EVM chain ids where smart accounts are enabled; `[]` by default. */
export function getSmartAccountEnabledNetworks(): number[] {
  return readJson(StorageKeys.EMBEDDED_SMART_ACCOUNT_ENABLED_NETWORKS, isChainIdList) ?? [];
}

/** Stores the smart-account networks (positive integers, no repeats, at most 64). */
export function setSmartAccountEnabledNetworks(chainIds: number[]): boolean {
  return writeJson(StorageKeys.EMBEDDED_SMART_ACCOUNT_ENABLED_NETWORKS, chainIds, isChainIdList);
}

/** The embedded wallet's social username, if any. */
export function getEmbeddedSocialUsername(): string | undefined {
  return readJson(StorageKeys.EMBEDDED_SOCIAL_USERNAME, isUsername);
}

/** Stores the embedded wallet's social username; `false` when empty or too long. */
export function setEmbeddedSocialUsername(username: string): boolean {
  return writeJson(StorageKeys.EMBEDDED_SOCIAL_USERNAME, username, isUsername);
}

const EMBEDDED_KEYS = [
  StorageKeys.EMBEDDED_EMAIL_LOGIN_USED,
  StorageKeys.EMBEDDED_EMAIL,
  StorageKeys.EMBEDDED_LAST_EMAIL_LOGIN_TIME,
  StorageKeys.EMBEDDED_LAST_USED_CHAIN,
  StorageKeys.EMBEDDED_SMART_ACCOUNT_ENABLED_NETWORKS,
  StorageKeys.EMBEDDED_SOCIAL_USERNAME,
];

/** Forgets every embedded-wallet key (sign-out of the embedded wallet). */
export function clearEmbeddedWalletKeys(): void {
  for (const key of EMBEDDED_KEYS) removeItem(key);
}
