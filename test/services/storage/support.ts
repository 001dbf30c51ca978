// Shared set-up for the storage tests: a clean localStorage (ours only) and fake backends.
import { setStorageBackend, type StorageLike } from '../../../src/services/storage/safeStorage';
import { STORAGE_PREFIX } from '../../../src/services/storage/storageKeys';

/** Restores the real localStorage backend and removes every key under our prefix, directly. */
export function resetStorage(): void {
  setStorageBackend(undefined);
  for (const key of Object.keys(localStorage)) {
    if (key.startsWith(STORAGE_PREFIX)) localStorage.removeItem(key);
  }
}

/** Our keys currently in the real localStorage. */
export function ownLocalStorageKeys(): string[] {
  return Object.keys(localStorage).filter((key) => key.startsWith(STORAGE_PREFIX));
}

/** A backend whose every method throws, like a disabled or sandboxed localStorage. */
export function throwingBackend(): StorageLike & { calls: number } {
  const fail = (): never => {
    backend.calls++;
    throw new DOMException('The operation is insecure.', 'SecurityError');
  };
  const backend = {
    calls: 0,
    getItem: fail,
    setItem: fail,
    removeItem: fail,
    key: fail,
    get length(): number {
      return fail();
    },
  };
  return backend;
}

/** A Map-backed backend that throws QuotaExceededError for values longer than `maxValueLength`. */
export class FullBackend implements StorageLike {
  readonly data = new Map<string, string>();
  constructor(private readonly maxValueLength: number) {}
  get length(): number {
    return this.data.size;
  }
  key(index: number): string | null {
    return [...this.data.keys()][index] ?? null;
  }
  getItem(key: string): string | null {
    return this.data.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    if (value.length > this.maxValueLength) throw new DOMException('full', 'QuotaExceededError');
    this.data.set(key, value);
  }
  removeItem(key: string): void {
    this.data.delete(key);
  }
}
