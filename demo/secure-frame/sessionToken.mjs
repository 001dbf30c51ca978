// The secret of this device's session with the frame's server, in the frame origin's
// localStorage. It never leaves this origin: the app is only told the session's public id.
const KEY = 'secure-frame:session';

export function readSessionToken() {
  try {
    const token = localStorage.getItem(KEY);
    return token && /^[A-Za-z0-9_-]{16,128}$/.test(token) ? token : undefined;
  } catch {
    return undefined;
  }
}

export function saveSessionToken(token) {
  try {
    localStorage.setItem(KEY, token);
  } catch {
    // Storage blocked: the session lasts as long as this page.
  }
}

export function clearSessionToken() {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
