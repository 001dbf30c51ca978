/** Deeper than any request: a structure past it is no request. */
const MAX_DEPTH = 64;

class NotData extends Error {}

/** %TypedArray%.prototype.slice: a copy of any typed array, whatever its class says `slice` is. */
const typedArraySlice = (Object.getPrototypeOf(Uint8Array.prototype) as { slice(this: ArrayBufferView): ArrayBufferView }).slice;

/**
 * A copy of `value` as it is now: arrays and plain objects (also through a Proxy, as a Vue
 * page's reactive objects are) key by key, bytes as new bytes; text, numbers, bigints,
 * booleans, null and undefined as they are. An object of a class of its own (a CosmJS `Long`, a
 * `Date`) is passed as it is: the request's code reads it as it reads the page's. A function, a
 * symbol or a cycle is not data. An object met twice is copied once (`copies`), and shared in the
 * copy as in the page's.
 */
function copy(value: unknown, depth: number, copies: Map<object, unknown>): unknown {
  if (typeof value === 'function' || typeof value === 'symbol') throw new NotData();
  if (value === null || typeof value !== 'object') return value;
  if (depth > MAX_DEPTH) throw new NotData();
  if (copies.has(value)) {
    const copied = copies.get(value);
    // Still being copied: the object holds itself.
    if (copied === undefined) throw new NotData();
    return copied;
  }
  if (value instanceof DataView) return new DataView(value.buffer.slice(value.byteOffset, value.byteOffset + value.byteLength));
  // The typed array's own copy: a Buffer's `slice` (the buffer package's) shares the page's memory.
  if (ArrayBuffer.isView(value)) return typedArraySlice.call(value);
  if (value instanceof ArrayBuffer) return value.slice(0);
  const prototype = Object.getPrototypeOf(value) as unknown;
  if (!Array.isArray(value) && prototype !== Object.prototype && prototype !== null) return value;
  copies.set(value, undefined);
  let copied: unknown;
  if (Array.isArray(value)) copied = Array.from(value, (item) => copy(item, depth + 1, copies));
  else {
    const fields: Record<string, unknown> = {};
    for (const key of Object.keys(value)) fields[key] = copy((value as Record<string, unknown>)[key], depth + 1, copies);
    copied = fields;
  }
  copies.set(value, copied);
  return copied;
}

/**
 * A deep copy of what the page passed to a provider's request, taken when the page asks (before
 * this function's first await). The request's code loads, and the wallet is asked, a little
 * later; what the checks see and the wallet signs must be what the page asked, not what the
 * page's objects hold by then. Requests are data: one that holds a function or a cycle, or that
 * throws as it is read, is refused (-32602). The error's class loads only then, out of the page's
 * first load.
 */
export async function askedNow<T>(value: T): Promise<T> {
  try {
    return copy(value, 0, new Map()) as T;
  } catch (error) {
    // Not data, or the page's object threw as it was read (a getter, a Proxy's trap).
    const { ProviderRpcError } = await import('./ProviderRpcError');
    const what = error instanceof NotData ? 'a request holds only data (no functions, no cycles)' : 'the request could not be read';
    throw new ProviderRpcError(-32602, `Invalid params: ${what}`, undefined, { cause: error });
  }
}
