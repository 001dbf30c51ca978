import { isArrayOf, isOptional, isRecord, isSafeHref, isText } from './guards';
import { readJson, writeJson } from './jsonItem';
import { removeItem } from './safeStorage';
import { StorageKeys } from './storageKeys';

/** Spec §9: the modal remembers at most two recent wallets. */
export const MAX_RECENT_WALLETS = 2;
// Two entries of bounded fields fit well within this; anything longer is not ours.
const MAX_RAW_LENGTH = 16 * 1024;

/** A wallet-list entry as remembered for the "recent" row (spec §3 fields, minus `chains`). */
export interface RecentWallet {
  id: string;
  name: string;
  image_id?: string;
  rdns?: string;
  mobile_link?: string;
  desktop_link?: string;
  webapp_link?: string;
}

const LINKS = ['mobile_link', 'desktop_link', 'webapp_link'] as const;
const OPTIONAL_FIELDS = ['image_id', 'rdns', ...LINKS] as const;

/** What `addRecentWallet` accepts: the explorer API may send `null` for missing fields. */
export type RecentWalletInput = Pick<RecentWallet, 'id' | 'name'> & {
  [K in (typeof OPTIONAL_FIELDS)[number]]?: string | null;
};

function isRecentWallet(value: unknown): value is RecentWallet {
  return (
    isRecord(value) &&
    isText(value.id, 256) &&
    isText(value.name, 256) &&
    isOptional(value, 'image_id', (v) => isText(v, 256)) &&
    isOptional(value, 'rdns', (v) => isText(v, 256)) &&
    LINKS.every((link) => isOptional(value, link, isSafeHref))
  );
}

function isRecentWalletList(value: unknown): value is RecentWallet[] {
  if (!isArrayOf(value, isRecentWallet, MAX_RECENT_WALLETS)) return false;
  return new Set(value.map((wallet) => wallet.id)).size === value.length;
}

// Keep only the known fields that are set: nulls, empty strings and extras (like `chains`) are left out.
function toRecentWallet(input: RecentWalletInput): RecentWallet {
  const wallet: Record<string, unknown> = { id: input.id, name: input.name };
  for (const field of OPTIONAL_FIELDS) {
    const value = input[field];
    if (typeof value === 'string' && value !== '') wallet[field] = value;
  }
  return wallet as unknown as RecentWallet;
}

/** The recent wallets, most recent first; `[]` when none or when the stored list was corrupt. */
export function getRecentWallets(): RecentWallet[] {
  return readJson(StorageKeys.RECENT_WALLETS, isRecentWalletList, MAX_RAW_LENGTH) ?? [];
}

/**
 * Puts a wallet first, drops an older entry with the same id and keeps at most two.
 * Returns the resulting list (unchanged when the wallet is malformed).
 */
export function addRecentWallet(wallet: RecentWalletInput): RecentWallet[] {
  const current = getRecentWallets();
  if (!isRecord(wallet)) return current; // plain-JS callers can pass anything
  const entry = toRecentWallet(wallet);
  if (!isRecentWallet(entry)) return current;
  const next = [entry, ...current.filter((w) => w.id !== entry.id)].slice(0, MAX_RECENT_WALLETS);
  writeJson(StorageKeys.RECENT_WALLETS, next, isRecentWalletList, MAX_RAW_LENGTH);
  return next;
}

/** Forgets all recent wallets. */
export function clearRecentWallets(): void {
  removeItem(StorageKeys.RECENT_WALLETS);
}
