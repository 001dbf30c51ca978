// Base64 ⇄ bytes in the browser and in Node alike (atob/btoa), for wire transactions, which
// Solana RPCs and WalletConnect's solana_* methods carry as base64 text.

export function bytesToBase64(bytes) {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Throws a TypeError on text that is not base64. */
export function base64ToBytes(text) {
  if (typeof text !== 'string' || !/^[A-Za-z0-9+/]*={0,2}$/.test(text)) throw new TypeError('Expected base64 text');
  return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
}
