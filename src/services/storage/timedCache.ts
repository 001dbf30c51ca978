import { isFiniteNumber, isRecord, type Guard } from './guards';
import { readJson, writeJson } from './jsonItem';
import { removeItem } from './safeStorage';

/** A clock in milliseconds; injectable so tests can step exactly to an expiry. */
export type Clock = () => number;

/** A per-address cache kept under one storage key, each entry stamped with the time it was written. */
export interface TimedCache<T> {
  get(address: string, now?: Clock): T | undefined;
  set(address: string, value: T, now?: Clock): boolean;
  remove(address: string, now?: Clock): void;
}

type Entry<T> = { timestamp: number; value: T };
type Entries<T> = Record<string, Entry<T>>;

// Enough for a few accounts; the oldest entries go first when there are more.
const MAX_ENTRIES = 20;
const ADDRESS = /^[A-Za-z0-9][A-Za-z0-9:._-]{0,191}$/;
const HEX_ADDRESS = /^([-a-z0-9]+:[^:]+:)?0x[0-9a-fA-F]+$/;

/** The map key for an address: hex addresses (EVM) are case-insensitive, others (base58, bech32) are not. */
export function cacheAddressKey(address: string): string | undefined {
  if (typeof address !== 'string' || !ADDRESS.test(address)) return undefined;
  return HEX_ADDRESS.test(address) ? address.toLowerCase() : address;
}

/** Creates a cache whose entries read as `undefined` (and are removed) once `lifetimeMs` has passed. */
export function timedCache<T>(key: string, lifetimeMs: number, isValue: Guard<T>, maxRawLength: number): TimedCache<T> {
  // An entry is usable while 0 <= age < lifetime; a future timestamp is as suspect as a corrupt one.
  const isFresh = (entry: unknown, at: number): entry is Entry<T> =>
    isRecord(entry) &&
    isFiniteNumber(entry.timestamp) &&
    entry.timestamp <= at &&
    at - entry.timestamp < lifetimeMs &&
    isValue(entry.value);

  // Reads the map, dropping expired or malformed entries (and persisting that pruning).
  function load(at: number): Entries<T> {
    const stored = readJson(key, isRecord, maxRawLength) ?? {};
    const kept = Object.entries(stored).filter(([addr, entry]) => cacheAddressKey(addr) === addr && isFresh(entry, at));
    const entries = Object.fromEntries(kept) as Entries<T>;
    if (kept.length !== Object.keys(stored).length) save(entries);
    return entries;
  }

  function save(entries: Entries<T>): boolean {
    if (Object.keys(entries).length === 0) {
      removeItem(key);
      return true;
    }
    return writeJson(key, entries, isRecord, maxRawLength);
  }

  return {
    get(address, now = Date.now) {
      const id = cacheAddressKey(address);
      const entries = load(now());
      return id !== undefined && Object.hasOwn(entries, id) ? entries[id]?.value : undefined;
    },
    set(address, value, now = Date.now) {
      const id = cacheAddressKey(address);
      const at = now();
      if (id === undefined || !isFiniteNumber(at) || !isValue(value)) return false;
      const others = Object.entries(load(at)).filter(([addr]) => addr !== id);
      others.sort(([, a], [, b]) => b.timestamp - a.timestamp);
      const entry: Entry<T> = { timestamp: at, value };
      const next = Object.fromEntries([[id, entry], ...others.slice(0, MAX_ENTRIES - 1)]) as Entries<T>;
      // When everything no longer fits, keep just the newest entry rather than nothing.
      return save(next) || save(Object.fromEntries([[id, entry]]) as Entries<T>);
    },
    remove(address, now = Date.now) {
      const id = cacheAddressKey(address);
      if (id === undefined) return;
      const entries = load(now());
      if (!Object.hasOwn(entries, id)) return;
      const { [id]: _removed, ...rest } = entries;
      save(rest);
    },
  };
}
