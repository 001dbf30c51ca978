/**
 * A deep copy of what the page passed to a provider's request, taken when the page asks (before
 * this function's first await). The request's code loads, and the wallet is asked, a little
 * later; what the checks see and the wallet signs must be what the page asked, not what the
 * page's objects hold by then. Requests are data (objects, arrays, text, numbers, bigints,
 * bytes): one that holds a function or an element is refused. The error's class loads only then,
 * out of the page's first load.
 */
export async function askedNow<T>(value: T): Promise<T> {
  try {
    return structuredClone(value);
  } catch {
    const { ProviderRpcError } = await import('./ProviderRpcError');
    throw new ProviderRpcError(-32602, 'Invalid params: a request holds only data (no functions or elements)');
  }
}
