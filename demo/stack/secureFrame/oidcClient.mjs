// The frame server's side of the social logins at the stack's OpenID Connect provider: the
// authorization URL the popup opens, then (server to server) the code exchange, with the
// client's secret and the PKCE verifier, and the userinfo read with the access token. The
// endpoints come from the provider's discovery document, read once.
import { AuthError } from './authError.mjs';

const TIMEOUT_MS = 10_000;
const unreachable = () => new AuthError(502, 'Could not reach the login provider. Try again.');
const invalidResult = () => new AuthError(400, 'Invalid social login result');

/**
 * `getIssuer()` is the provider's origin, `clientSecrets` `{ [clientId]: secret }`,
 * `redirectUri()` the clients' one redirect URI (the frame origin's /social/callback).
 */
export function createOidcClient({ getIssuer, clientSecrets, redirectUri }) {
  let discovery = null;

  function endpoints() {
    discovery ??= (async () => {
      const issuer = getIssuer();
      const res = await fetch(`${issuer}/.well-known/openid-configuration`, { signal: AbortSignal.timeout(TIMEOUT_MS) });
      const doc = res.ok ? await res.json() : null;
      const onIssuer = (value) => typeof value === 'string' && new URL(value).origin === new URL(issuer).origin;
      if (!doc || doc.issuer !== issuer || !['authorization_endpoint', 'token_endpoint', 'userinfo_endpoint'].every((key) => onIssuer(doc[key]))) {
        throw new Error('unexpected discovery document');
      }
      return { issuer, authorization: doc.authorization_endpoint, token: doc.token_endpoint, userinfo: doc.userinfo_endpoint };
    })();
    // A failed read is tried again next time (the provider may have been starting).
    discovery.catch(() => {
      discovery = null;
    });
    return discovery.catch(() => {
      throw unreachable();
    });
  }

  return {
    issuer: getIssuer,

    /** The URL the popup opens to sign in with `clientId`. */
    async authorizationUrl({ clientId, state, challenge }) {
      const url = new URL((await endpoints()).authorization);
      const params = {
        client_id: clientId,
        response_type: 'code',
        redirect_uri: redirectUri(),
        scope: 'openid email profile',
        state,
        code_challenge: challenge,
        code_challenge_method: 'S256',
        // Always show the account chooser, so each sign-in may pick another demo user.
        prompt: 'login',
      };
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return url.href;
    },

    /** Exchanges the code and reads the user's claims (`{ sub, email?, name?, preferred_username? }`). */
    async identity({ clientId, code, verifier }) {
      const { token, userinfo } = await endpoints();
      const basic = Buffer.from(`${encodeURIComponent(clientId)}:${encodeURIComponent(clientSecrets[clientId])}`).toString('base64');
      let tokens;
      let claims;
      try {
        const res = await fetch(token, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${basic}` },
          body: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: redirectUri(), code_verifier: verifier }),
          signal: AbortSignal.timeout(TIMEOUT_MS),
        });
        // A used, expired or foreign code, or a verifier that does not match.
        if (!res.ok) throw invalidResult();
        tokens = await res.json();
        if (typeof tokens.access_token !== 'string') throw invalidResult();
        const info = await fetch(userinfo, { headers: { authorization: `Bearer ${tokens.access_token}` }, signal: AbortSignal.timeout(TIMEOUT_MS) });
        if (!info.ok) throw invalidResult();
        claims = await info.json();
      } catch (error) {
        throw error instanceof AuthError ? error : unreachable();
      }
      if (!claims || typeof claims !== 'object') throw invalidResult();
      return claims;
    },
  };
}
