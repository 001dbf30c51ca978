/** Deeper than any request: a structure past it is a cycle, or no request. */
const MAX_DEPTH = 64;

class NotData extends Error {}

/**
 * A copy of `value` as it is now: arrays and plain objects (also through a Proxy, as a Vue
 * page's reactive objects are) key by key, bytes as new bytes; text, numbers, bigints,
 * booleans, null and undefined as they are. An object of a class of its own (a CosmJS `Long`, a
 * `Date`) is passed as it is: the request's code reads it as it reads the page's. A function or
 * a symbol is not data.
 */
function copy(value: unknown, depth: number): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') throw new NotData();
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) throw new NotData();
  if (ArrayBuffer.isView(value)) return 'slice' in value && typeof value.slice === 'function' ? value.slice() : value;
  if (value instanceof ArrayBuffer) return value.slice(0);
  if (Array.isArray(value)) return Array.from(value, (item) => copy(item, depth + 1));
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copied: Record<string, unknown> = {};
  for (const key of Object.keys(value)) copied[key] = copy((value as Record<string, unknown>)[key], depth + 1);
  return copied;
}

/**
 * A deep copy of what the page passed to a provider's request, taken when the page asks (before
 * this function's first await). The request's code loads, and the wallet is asked, a little
 * later; what the checks see and the wallet signs must be what the page asked, not what the
 * page's objects hold by then. Requests are data: one that holds a function is refused. The
 * error's class loads only then, out of the page's first load.
 */
export async function askedNow<T>(value: T): Promise<T> {
  try {
    return copy(value, 0) as T;
  } catch (error) {
    if (!(error instanceof NotData)) throw error;
    const { ProviderRpcError } = await import('./ProviderRpcError');
    throw new ProviderRpcError(-32602, 'Invalid params: a request holds only data (no functions)');
  }
}
