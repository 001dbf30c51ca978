// HS256 JSON Web Tokens on node:crypto, for the sign-in service twin's nonce tokens and session
// tokens. Each token kind has its own `typ` claim, checked on reading, so a nonce token never
// passes for a session token (they also share nothing a client could swap: one secret per stack).
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');
const PART = /^[A-Za-z0-9_-]+$/;

/** `secret`: bytes; a fresh random one (per stack) by default. */
export function createJwt(secret = randomBytes(32)) {
  const mac = (text) => createHmac('sha256', secret).update(text).digest();

  return {
    sign(claims) {
      const body = `${HEADER}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
      return `${body}.${mac(body).toString('base64url')}`;
    },

    /**
     * The claims of a token this signer made with claim `typ`, or null (malformed, another
     * signer's, tampered with, or another kind). Expiry is the caller's to judge.
     */
    verify(token, typ) {
      if (typeof token !== 'string' || token.length > 4096) return null;
      const parts = token.split('.');
      if (parts.length !== 3 || !parts.every((p) => PART.test(p)) || parts[0] !== HEADER) return null;
      const given = Buffer.from(parts[2], 'base64url');
      const expected = mac(`${parts[0]}.${parts[1]}`);
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
      try {
        const claims = JSON.parse(Buffer.from(parts[1], 'base64url').toString('utf8'));
        return claims && claims.typ === typ && Number.isFinite(claims.exp) ? claims : null;
      } catch {
        return null;
      }
    },
  };
}
