// Base64 for bytes, with what both browsers and Node have (btoa/atob), so the wallet needs no
// Buffer. Decoding takes untrusted text: null when it is not base64.

export function bytesToBase64(bytes) {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function base64ToBytes(text) {
  if (typeof text !== 'string' || text.length > 100_000 || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) return null;
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}
