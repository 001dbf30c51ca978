import type { ChainNamespace } from '../../config/chainNamespaces';
import { namespaceConnector } from '../../connectors/namespaceConnectors';
import { isRecord, isSafeHref, isText } from './guards';
import { readJson, writeJson } from './jsonItem';
import { removeItem } from './safeStorage';
import { StorageKeys } from './storageKeys';

/** Account types (spec §3): eoa or smart account, or the address kind a wallet picks (spec §9); each namespace's connector says which it has. */
export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal' | 'stx';

/** The account type chosen per namespace. */
export type PreferredAccountTypes = Partial<Record<ChainNamespace, AccountType>>;

/**
 * The wallet a mobile deep link was last opened for: its own link (`metamask://`,
 * `https://metamask.app.link/`) and name, never the pairing URI sent with it.
 */
export interface DeepLinkChoice {
  href: string;
  name: string;
}

// A pairing URI (`wc:…`, possibly percent-encoded) carries the session's key: it must not
// rest in storage, and an entry an older version left with one is dropped when read.
const PAIRING_URI = /wc(:|%3a)|symkey/i;

// Which account types make sense in which namespace (its connector's accountTypes); anything
// else is a foreign or corrupt value.
function isAccountTypeFor(namespace: string, type: unknown): type is AccountType {
  return typeof type === 'string' && namespaceConnector(namespace)?.accountTypes.includes(type) === true;
}

function isPreferredAccountTypes(value: unknown): value is PreferredAccountTypes {
  return isRecord(value) && Object.entries(value).every(([ns, type]) => isAccountTypeFor(ns, type));
}

function isDeepLinkChoice(value: unknown): value is DeepLinkChoice {
  return isRecord(value) && isSafeHref(value.href) && !PAIRING_URI.test(value.href) && isText(value.name, 256);
}

const isTrue = (value: unknown): value is true => value === true;

const isShortText = (value: unknown): value is string => isText(value, 256);

/** The stored account type per namespace; `{}` by default (callers apply the spec §9 defaults). */
export function getPreferredAccountTypes(): PreferredAccountTypes {
  return readJson(StorageKeys.PREFERRED_ACCOUNT_TYPES, isPreferredAccountTypes) ?? {};
}

/** Stores one namespace's account type; `false` when the type does not fit the namespace. */
export function setPreferredAccountType(namespace: ChainNamespace, type: AccountType): boolean {
  if (!isAccountTypeFor(namespace, type)) return false;
  const next = { ...getPreferredAccountTypes(), [namespace]: type };
  return writeJson(StorageKeys.PREFERRED_ACCOUNT_TYPES, next, isPreferredAccountTypes);
}

/** The last deep-link choice, if any. */
export function getDeepLinkChoice(): DeepLinkChoice | undefined {
  return readJson(StorageKeys.DEEPLINK_CHOICE, isDeepLinkChoice);
}

/** Stores a deep-link choice; `false` for a malformed or script-running href, or one with a pairing URI. */
export function setDeepLinkChoice(choice: DeepLinkChoice): boolean {
  const value = isRecord(choice) ? { href: choice.href, name: choice.name } : choice;
  return writeJson(StorageKeys.DEEPLINK_CHOICE, value, isDeepLinkChoice);
}

/** Forgets the deep-link choice. */
export function removeDeepLinkChoice(): void {
  removeItem(StorageKeys.DEEPLINK_CHOICE);
}

/** The id of the connected wallet, if any. */
export function getWalletId(): string | undefined {
  return readJson(StorageKeys.WALLET_ID, isShortText);
}

/** Stores the connected wallet's id; `false` when empty or too long. */
export function setWalletId(id: string): boolean {
  return writeJson(StorageKeys.WALLET_ID, id, isShortText);
}

/** Forgets the wallet id. */
export function removeWalletId(): void {
  removeItem(StorageKeys.WALLET_ID);
}

/** The name of the connected wallet, if any. */
export function getWalletName(): string | undefined {
  return readJson(StorageKeys.WALLET_NAME, isShortText);
}

/** Stores the connected wallet's name; `false` when empty or too long. */
export function setWalletName(name: string): boolean {
  return writeJson(StorageKeys.WALLET_NAME, name, isShortText);
}

/** Forgets the wallet name. */
export function removeWalletName(): void {
  removeItem(StorageKeys.WALLET_NAME);
}

/** Whether the visitor agreed to the page's terms (Connect's legal checkbox; written as `true` or removed); `false` by default. */
export function getLegalAccepted(): boolean {
  return readJson(StorageKeys.LEGAL_ACCEPTED, isTrue) ?? false;
}

/** Remembers that the visitor agreed (stored as `true`, what getLegalAccepted reads back). */
export function setLegalAccepted(): boolean {
  return writeJson(StorageKeys.LEGAL_ACCEPTED, true, isTrue);
}

/** Forgets the agreement: the next visit asks again. */
export function removeLegalAccepted(): void {
  removeItem(StorageKeys.LEGAL_ACCEPTED);
}
