// PKCE (RFC 7636, S256) and the OAuth state: random values made and kept by the frame's server;
// only the challenge and the state travel through the browser.
import { createHash, randomBytes } from 'node:crypto';

export const randomToken = () => randomBytes(32).toString('base64url');

/** `{ verifier, challenge }`: 43 base64url characters and their SHA-256, base64url. */
export function createPkce() {
  const verifier = randomToken();
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
