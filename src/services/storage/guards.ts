import { isChainNamespace } from '../../config/chainNamespaces';
import type { CaipNetworkId } from '../../utils/parseCaipNetworkId';
import { MAX_LINK_LENGTH, safeLinkUrl } from '../../utils/safeUrl';

// Shape checks for values read back from storage: anything a host page, an older version or a
// user could have left there must be recognised before it reaches the rest of the modal.

/** A type guard over an unknown, parsed value. */
export type Guard<T> = (value: unknown) => value is T;

/** Default cap for short strings (ids, names): a huge value is corrupt, not data. */
export const MAX_SHORT_STRING = 1024;

/** A plain JSON object (not null, not an array). */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A non-empty string of at most `maxLength` characters. */
export function isText(value: unknown, maxLength = MAX_SHORT_STRING): value is string {
  return typeof value === 'string' && value.length > 0 && value.length <= maxLength;
}

/** A finite number (JSON has no NaN or Infinity, but a writer might try). */
export function isFiniteNumber(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/** An array of at most `maxLength` items that all pass `guard`. */
export function isArrayOf<T>(value: unknown, guard: Guard<T>, maxLength: number): value is T[] {
  return Array.isArray(value) && value.length <= maxLength && value.every((item) => guard(item));
}

/** `record[field]` is absent or passes `guard`. */
export function isOptional<T>(record: Record<string, unknown>, field: string, guard: Guard<T>): boolean {
  return !Object.hasOwn(record, field) || guard(record[field]);
}

// CAIP-2: a known namespace, a colon, then a 1-32 character reference.
const CAIP_NETWORK_ID = /^([a-z0-9-]{3,8}):([-_a-zA-Z0-9]{1,32})$/;

/** A CAIP-2 network id (`namespace:reference`) of a namespace the modal knows. */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false;
  const match = CAIP_NETWORK_ID.exec(value);
  return match !== null && isChainNamespace(match[1]);
}

/** A link the modal may open (see `safeLinkUrl`): a web URL or a wallet app's own scheme. */
export function isSafeHref(value: unknown): value is string {
  return isText(value, MAX_LINK_LENGTH) && safeLinkUrl(value) !== undefined;
}
