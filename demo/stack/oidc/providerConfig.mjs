// The configuration of the stack's OpenID Connect provider (oidc-provider): one confidential
// client per social provider (authorization code flow, PKCE S256 required, the secret sent in a
// Basic header), the demo users as accounts, the email and profile claims, and keys made fresh
// for each run (nothing signed by one run is accepted by the next).
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { demoUserBySub, demoUserClaims } from './demoUsers.mjs';
import { messagePage } from './loginPage.mjs';
import { MemoryAdapter } from './memoryAdapter.mjs';
import { SOCIAL_PROVIDERS, socialRedirectUri } from './socialClients.mjs';

export const SESSION_COOKIE = 'local_oidc_session';

function signingKey() {
  // P-256 (ES256): made in a millisecond, unlike an RSA key.
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  return { ...privateKey.export({ format: 'jwk' }), alg: 'ES256', use: 'sig', kid: `local-${randomBytes(4).toString('hex')}` };
}

export function providerConfig({ secureSiteUrl, clientSecrets }) {
  return {
    adapter: MemoryAdapter,
    clients: SOCIAL_PROVIDERS.map((id) => ({
      client_id: id,
      client_name: id,
      client_secret: clientSecrets[id],
      redirect_uris: [socialRedirectUri(secureSiteUrl)],
      grant_types: ['authorization_code'],
      response_types: ['code'],
      token_endpoint_auth_method: 'client_secret_basic',
      id_token_signed_response_alg: 'ES256',
    })),
    jwks: { keys: [signingKey()] },
    // Loopback ports share cookies: names of their own keep clear of any other local service.
    cookies: {
      keys: [randomBytes(32).toString('base64url')],
      names: { session: SESSION_COOKIE, interaction: 'local_oidc_interaction', resume: 'local_oidc_resume' },
    },
    scopes: ['openid', 'email', 'profile'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    responseTypes: ['code'],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: false } },
    interactions: { url: (ctx, interaction) => `/interaction/${interaction.uid}` },
    // Only the frame's server (in Node) calls the token and userinfo endpoints: no page may.
    clientBasedCORS: () => false,
    async findAccount(ctx, sub) {
      const user = demoUserBySub(sub);
      if (!user) return undefined;
      return { accountId: user.sub, claims: async () => demoUserClaims(user) };
    },
    // The provider's own error page, shown as text (its details come from the request).
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.set('Content-Security-Policy', "default-src 'none'; style-src 'self'; base-uri 'none'");
      ctx.body = messagePage('Sign-in error', `${out.error}: ${out.error_description ?? ''}`);
    },
    ttl: { AuthorizationCode: 60, Interaction: 10 * 60, Session: 60 * 60, Grant: 60 * 60, AccessToken: 5 * 60, IdToken: 5 * 60 },
  };
}
