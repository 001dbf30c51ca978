// This browser's device id for the embedded wallet: a random id kept in the frame origin's
// localStorage, so the frame's server can tell a device it has seen from a new one.
const KEY = 'secure-frame:device-id';

export function randomId(bytes = 24) {
  const raw = crypto.getRandomValues(new Uint8Array(bytes));
  return btoa(String.fromCharCode(...raw)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export function loadDeviceId() {
  try {
    const stored = localStorage.getItem(KEY);
    if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
    const id = randomId();
    localStorage.setItem(KEY, id);
    return id;
  } catch {
    // Storage blocked: a new device for every load, which only means more approvals.
    return randomId();
  }
}
