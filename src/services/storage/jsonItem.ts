import type { Guard } from './guards';
import { getItem, removeItem, setItem } from './safeStorage';

/** Default cap on a stored value's raw length; larger is treated as corrupt. */
export const DEFAULT_MAX_RAW_LENGTH = 4096;

/**
 * Reads a JSON value and checks its shape. Anything unparseable, too long or wrongly shaped is
 * removed (so it cannot break the next start-up either) and reads as `undefined`. Never throws.
 */
export function readJson<T>(key: string, guard: Guard<T>, maxRawLength = DEFAULT_MAX_RAW_LENGTH): T | undefined {
  const raw = getItem(key);
  if (raw === null) return undefined;
  if (raw.length <= maxRawLength) {
    try {
      const value: unknown = JSON.parse(raw);
      if (guard(value)) return value;
    } catch {
      // Not JSON: dropped below.
    }
  }
  removeItem(key);
  return undefined;
}

/**
 * Writes a JSON value only if it passes the same check reads apply, so we never store what we would
 * later drop. Returns whether it was stored (durably or, failing that, in memory). Never throws.
 */
export function writeJson<T>(key: string, value: T, guard: Guard<T>, maxRawLength = DEFAULT_MAX_RAW_LENGTH): boolean {
  if (!guard(value)) return false;
  let raw: string | undefined;
  try {
    raw = JSON.stringify(value);
  } catch {
    return false; // cycles or BigInt
  }
  if (raw === undefined || raw.length > maxRawLength) return false;
  setItem(key, raw);
  return true;
}
