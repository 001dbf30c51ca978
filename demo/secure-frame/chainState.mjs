// The chain the frame signs for and the RPC URL of each chain it was told about (by the frame
// URL's chainId/rpcUrl, SWITCH_NETWORK and RPC_REQUEST). Values come from the app: checked here.
const MAX_URL_LENGTH = 2048;

/** A positive chain id from 1, '1', 'eip155:1' or '0x1'; null otherwise. */
export function parseChainId(value) {
  let id = null;
  if (typeof value === 'number') id = value;
  else if (typeof value === 'string') {
    const match = /^(?:eip155:)?(\d{1,15}|0x[0-9a-fA-F]{1,13})$/.exec(value.trim());
    if (match) id = Number(match[1]);
  }
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** An http(s) URL, or null. */
export function parseRpcUrl(value) {
  if (typeof value !== 'string' || value.length > MAX_URL_LENGTH) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function createChainState(searchParams) {
  let chainId = parseChainId(searchParams.get('chainId')) ?? 1;
  const rpcUrls = new Map();
  const initialUrl = parseRpcUrl(searchParams.get('rpcUrl'));
  if (initialUrl) rpcUrls.set(chainId, initialUrl);

  return {
    get chainId() {
      return chainId;
    },
    /** Remembers `rpcUrl` for `id` when given; makes `id` the current chain unless `remember`. */
    use(id, rpcUrl, { remember = false } = {}) {
      if (rpcUrl) rpcUrls.set(id, rpcUrl);
      if (!remember) chainId = id;
    },
    rpcUrlFor: (id) => rpcUrls.get(id),
    /** The URL of the current chain, else of any chain the frame was told about, else undefined. */
    anyRpcUrl: () => rpcUrls.get(chainId) ?? rpcUrls.values().next().value,
  };
}
