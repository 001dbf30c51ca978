// What the wallet remembers about this site across a page reload, as a browser extension would:
// `{ connected, chainId, knownChainIds, accountIndex }` in sessionStorage, one key per wallet rdns.

export const storageKeyFor = (rdns) => `demo-wallet:${rdns}`;

function storage() {
  try {
    return globalThis.sessionStorage ?? null;
  } catch {
    return null; // storage can be blocked (sandboxed frames, privacy settings)
  }
}

/** The saved state, or null when there is none or it is unreadable. */
export function loadSession(key) {
  try {
    const saved = JSON.parse(storage()?.getItem(key) ?? 'null');
    if (!saved || typeof saved !== 'object') return null;
    return {
      connected: saved.connected === true,
      chainId: Number.isInteger(saved.chainId) ? saved.chainId : undefined,
      knownChainIds: Array.isArray(saved.knownChainIds) ? saved.knownChainIds.filter(Number.isInteger) : undefined,
      accountIndex: Number.isInteger(saved.accountIndex) && saved.accountIndex >= 0 ? saved.accountIndex : undefined,
    };
  } catch {
    return null;
  }
}

export function saveSession(key, { connected, chainId, knownChainIds, accountIndex }) {
  try {
    storage()?.setItem(key, JSON.stringify({ connected, chainId, knownChainIds, accountIndex }));
  } catch {
    // full or blocked storage: the wallet still works, it just forgets on reload
  }
}

export function clearSession(key) {
  try {
    storage()?.removeItem(key);
  } catch {
    // nothing to clear
  }
}
