import { STORAGE_PREFIX } from './storageKeys';

/** The part of the Web Storage API this module uses; tests inject fakes (or throwing ones) through it. */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  key(index: number): string | null;
  readonly length: number;
}

// `undefined` means "not looked up yet": merely touching window.localStorage can throw (SecurityError).
let backend: StorageLike | null | undefined;
// Values the backend refused (missing, disabled, throwing, full); they live as long as the page.
let memory = new Map<string, string>();

/**
 * Replaces the backend: a `StorageLike`, `null` for memory only, or `undefined` for `window.localStorage`.
 * Also forgets the in-memory fallback values.
 */
export function setStorageBackend(next?: StorageLike | null): void {
  backend = next;
  memory = new Map();
}

function currentBackend(): StorageLike | null {
  if (backend === undefined) {
    try {
      backend = globalThis.localStorage ?? null;
    } catch {
      backend = null;
    }
  }
  return backend;
}

// Keys outside our prefix belong to the host page or other libraries: never read, written or removed.
function isOwnKey(key: string): boolean {
  return typeof key === 'string' && key.startsWith(STORAGE_PREFIX) && key.length > STORAGE_PREFIX.length;
}

/** Reads one of our keys; `null` when absent, foreign or unreadable. Never throws. */
export function getItem(key: string): string | null {
  if (!isOwnKey(key)) return null;
  const fallback = memory.get(key);
  if (fallback !== undefined) return fallback;
  try {
    const value = currentBackend()?.getItem(key);
    return typeof value === 'string' ? value : null;
  } catch {
    return null;
  }
}

/**
 * Writes one of our keys. Returns `true` when the backend took it; `false` when it was kept in memory
 * instead (backend missing, throwing or full) or the key is not ours. Never throws.
 */
export function setItem(key: string, value: string): boolean {
  if (!isOwnKey(key)) return false;
  try {
    const store = currentBackend();
    if (store) {
      store.setItem(key, value);
      memory.delete(key);
      return true;
    }
  } catch {
    // Fall through: keep the value in memory for this page.
  }
  memory.set(key, value);
  // An older persisted value must not reappear after a reload as if this write never happened.
  removeFromBackend(key);
  return false;
}

/** Removes one of our keys from the backend and from memory. Never throws. */
export function removeItem(key: string): void {
  if (!isOwnKey(key)) return;
  memory.delete(key);
  removeFromBackend(key);
}

function removeFromBackend(key: string): void {
  try {
    currentBackend()?.removeItem(key);
  } catch {
    // Nothing more we can do; reads of a broken backend return null anyway.
  }
}

/** Every key under our prefix, in the backend or in memory. Never throws. */
export function keys(): string[] {
  const found = new Set<string>();
  try {
    const store = currentBackend();
    const count = store?.length ?? 0;
    for (let index = 0; index < count; index++) {
      const key = store?.key(index);
      if (typeof key === 'string' && isOwnKey(key)) found.add(key);
    }
  } catch {
    // An unreadable backend lists nothing.
  }
  for (const key of memory.keys()) found.add(key);
  return [...found];
}

/** Removes every key under our prefix and nothing else. Never throws. */
export function clear(): void {
  for (const key of keys()) removeItem(key);
}
