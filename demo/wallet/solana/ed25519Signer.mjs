// An ed25519 signer from a 32-byte seed, on WebCrypto (Chromium and Node both have Ed25519), so
// the demo Solana wallet needs no package and runs unbundled on the demo page. The private key
// is imported non-extractable once its public half has been read.

// The fixed PKCS#8 wrapping of a raw ed25519 seed (RFC 8410).
const PKCS8_PREFIX = [0x30, 0x2e, 0x02, 0x01, 0x00, 0x30, 0x05, 0x06, 0x03, 0x2b, 0x65, 0x70, 0x04, 0x22, 0x04, 0x20];

function base64UrlToBytes(text) {
  const base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  return Uint8Array.from(atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4)), (c) => c.charCodeAt(0));
}

/** Resolves to `{ publicKey: Uint8Array(32), sign(message: Uint8Array): Promise<Uint8Array(64)> }`. */
export async function createEd25519Signer(seed) {
  if (!(seed instanceof Uint8Array) || seed.length !== 32) throw new TypeError('An ed25519 seed is 32 bytes');
  const pkcs8 = Uint8Array.from([...PKCS8_PREFIX, ...seed]);
  // Extractable only to read the public key (JWK `x`); the key that signs is not.
  const readable = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, true, ['sign']);
  const { x } = await crypto.subtle.exportKey('jwk', readable);
  const key = await crypto.subtle.importKey('pkcs8', pkcs8, { name: 'Ed25519' }, false, ['sign']);
  pkcs8.fill(0);
  return {
    publicKey: base64UrlToBytes(x),
    sign: async (message) => new Uint8Array(await crypto.subtle.sign({ name: 'Ed25519' }, key, message)),
  };
}
