// The social sign-ins under way, by their OAuth `state`: which provider, which device asked,
// for which parent page (the origin the callback page may post the result to) and the PKCE
// verifier, which never leaves this server. A state works once, for that device and that
// parent origin only, and for 10 minutes.
import { isSocialProvider } from '../oidc/socialClients.mjs';
import { AuthError } from './authError.mjs';
import { createPkce, randomToken } from './pkce.mjs';

export const SOCIAL_STATE_TTL_MS = 10 * 60_000;
const MAX_PENDING_PER_DEVICE = 10;
const MAX_TEXT = 64;

const invalidResult = () => new AuthError(400, 'Invalid social login result');

/** Printable text cut to a sane length, or undefined. */
function cleanText(value) {
  if (typeof value !== 'string') return undefined;
  const text = value.replace(/[\p{Cc}\p{Cf}]/gu, '').trim().slice(0, MAX_TEXT);
  return text || undefined;
}

/** `{ userId, email?, userName? }` of the provider's claims (checked: they come from outside). */
function identityOf(provider, claims, normalizeEmail) {
  const { sub } = claims;
  if (typeof sub !== 'string' || !/^[\x21-\x7e]{1,255}$/.test(sub)) throw invalidResult();
  const email = normalizeEmail(claims.email) ?? undefined;
  const userName = cleanText(claims.preferred_username) ?? cleanText(claims.name);
  return { userId: `${provider}:${sub}`, email, userName };
}

/** `oidc` is oidcClient.mjs's client; `normalizeEmail` checks the email claim. */
export function createSocialLogins({ oidc, normalizeEmail, now = () => Date.now(), ttlMs = SOCIAL_STATE_TTL_MS }) {
  const pending = new Map(); // state -> { provider, deviceId, parentOrigin, verifier, expiresAt }

  function live(state) {
    const entry = typeof state === 'string' ? pending.get(state) : undefined;
    if (entry && now() >= entry.expiresAt) {
      pending.delete(state);
      return undefined;
    }
    return entry;
  }

  // Old entries go; one device keeps only its newest few (each popup that was never finished).
  function prune(deviceId) {
    const mine = [];
    for (const [state, entry] of pending) {
      if (now() >= entry.expiresAt) pending.delete(state);
      else if (entry.deviceId === deviceId) mine.push(state);
    }
    for (const state of mine.slice(0, Math.max(0, mine.length - MAX_PENDING_PER_DEVICE + 1))) pending.delete(state);
  }

  return {
    /** The authorization URL for a new sign-in with `provider`. */
    async start({ provider, deviceId, parentOrigin }) {
      if (!isSocialProvider(provider)) throw new AuthError(400, 'Unsupported social provider');
      prune(deviceId);
      const state = randomToken();
      const { verifier, challenge } = createPkce();
      const uri = await oidc.authorizationUrl({ clientId: provider, state, challenge });
      pending.set(state, { provider, deviceId, parentOrigin, verifier, expiresAt: now() + ttlMs });
      return uri;
    },

    /** The parent origin the callback page of `state` posts to, or undefined. */
    openerOriginFor: (state) => live(state)?.parentOrigin,

    /**
     * The identity of a finished sign-in, from the callback URL's `state`, `code` or `error`
     * and `iss`. The state is used up by its own device, whatever the outcome.
     */
    async finish({ deviceId, parentOrigin, params }) {
      const state = params.get('state');
      const entry = live(state);
      // Another device's state is refused without using it up.
      if (!entry || entry.deviceId !== deviceId) throw invalidResult();
      pending.delete(state);
      if (entry.parentOrigin !== parentOrigin) throw invalidResult();
      const iss = params.get('iss');
      if (iss !== null && iss !== oidc.issuer()) throw invalidResult();
      const error = params.get('error');
      if (error === 'access_denied') throw new AuthError(400, 'User rejected the request.', 4001);
      const code = params.get('code');
      if (error !== null || !code || code.length > 512) throw invalidResult();
      const claims = await oidc.identity({ clientId: entry.provider, code, verifier: entry.verifier });
      return identityOf(entry.provider, claims, normalizeEmail);
    },
  };
}
