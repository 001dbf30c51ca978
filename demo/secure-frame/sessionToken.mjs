// The secret of this device's session with the frame's server, in the frame origin's
// localStorage, one per embedding page's origin and project (`scope`): a session started under
// one page is not found by the frame under another, even of the same site (whose frames share
// this storage). It never leaves this origin: the app is only told the session's public id.
const LEGACY_KEY = 'secure-frame:session';

export function createSessionToken({ parentOrigin, projectId }) {
  const key = `${LEGACY_KEY}:${parentOrigin} ${projectId}`;
  try {
    // A token kept before sessions had a scope belongs to no page in particular: dropped.
    localStorage.removeItem(LEGACY_KEY);
  } catch {
    // storage blocked
  }
  return {
    read() {
      try {
        const token = localStorage.getItem(key);
        return token && /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : undefined;
      } catch {
        return undefined;
      }
    },
    save(token) {
      try {
        localStorage.setItem(key, token);
      } catch {
        // Storage blocked: the session lasts as long as this page.
      }
    },
    clear() {
      try {
        localStorage.removeItem(key);
      } catch {
        // nothing stored
      }
    },
  };
}
