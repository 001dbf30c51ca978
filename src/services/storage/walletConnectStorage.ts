import { getItem, keys, removeItem, setItem } from './safeStorage';
import { STORAGE_PREFIX } from './storageKeys';

/** Where the WalletConnect SDK's keys live: `@wallet-modal/walletConnect/{the SDK's own key}`. */
export const WALLET_CONNECT_KEY_PREFIX = `${STORAGE_PREFIX}walletConnect/`;

// JSON cannot hold a BigInt: one is stored as { "$bigint": "<decimal>" } and read back as a BigInt.
const BIGINT_TAG = '$bigint';

function encode(value: unknown): string | undefined {
  try {
    return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'bigint' ? { [BIGINT_TAG]: item.toString() } : item));
  } catch {
    return undefined; // cycles
  }
}

function decode(raw: string): { value: unknown } | undefined {
  try {
    const value: unknown = JSON.parse(raw, (_key, item: unknown) => {
      if (item && typeof item === 'object' && !Array.isArray(item)) {
        const entries = Object.entries(item);
        const [tag, digits] = entries[0] ?? [];
        if (entries.length === 1 && tag === BIGINT_TAG && typeof digits === 'string' && /^-?\d+$/.test(digits)) return BigInt(digits);
      }
      return item;
    });
    return { value };
  } catch {
    return undefined;
  }
}

function readValue(storageKey: string): unknown {
  const raw = getItem(storageKey);
  if (raw === null) return undefined;
  const decoded = decode(raw);
  // Unreadable: dropped, so it cannot break the next start-up either.
  if (!decoded) removeItem(storageKey);
  return decoded?.value;
}

/**
 * The key-value storage of the WalletConnect SDK (its `IKeyValueStorage`: sessions, pairings,
 * keys), kept in the modal's own guarded storage instead of the SDK's default (IndexedDB, with
 * a localStorage fallback read as soon as its module is evaluated). Every call goes through
 * safeStorage, so it never throws where storage is denied (a sandboxed frame), disabled or
 * full: the values then live in memory for the page. Values are JSON; BigInts survive.
 *
 * The SDK is given one through its `storage` option, and the builds resolve
 * `@walletconnect/keyvaluestorage` to this module (rollup.config.mjs), so the SDK's own storage
 * module, whose top level reads window.localStorage, never enters a bundle.
 */
export class WalletConnectStorage {
  // The SDK constructs its default storage with options (a database name); ours has no use for them.
  constructor(_options?: unknown) {}

  async getKeys(): Promise<string[]> {
    return keys()
      .filter((key) => key.startsWith(WALLET_CONNECT_KEY_PREFIX))
      .map((key) => key.slice(WALLET_CONNECT_KEY_PREFIX.length));
  }

  async getEntries<T = unknown>(): Promise<[string, T][]> {
    const entries: [string, T][] = [];
    for (const key of await this.getKeys()) {
      const value = readValue(WALLET_CONNECT_KEY_PREFIX + key);
      if (value !== undefined) entries.push([key, value as T]);
    }
    return entries;
  }

  async getItem<T = unknown>(key: string): Promise<T | undefined> {
    return readValue(WALLET_CONNECT_KEY_PREFIX + key) as T | undefined;
  }

  /** Stores a value (durably, or in memory when storage is unavailable). Never rejects. */
  async setItem<T = unknown>(key: string, value: T): Promise<void> {
    const raw = encode(value);
    // Not storable (undefined, a cycle): forget the old value rather than let it reappear.
    if (raw === undefined) removeItem(WALLET_CONNECT_KEY_PREFIX + key);
    else setItem(WALLET_CONNECT_KEY_PREFIX + key, raw);
  }

  async removeItem(key: string): Promise<void> {
    removeItem(WALLET_CONNECT_KEY_PREFIX + key);
  }
}

// What the SDK imports from '@walletconnect/keyvaluestorage' (a default export and a named one).
export { WalletConnectStorage as KeyValueStorage };
export default WalletConnectStorage;
