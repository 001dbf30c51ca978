// The social providers the embedded wallet offers (spec §1, §5) and their OAuth clients at the
// stack's one local OpenID Connect provider, which plays each of them as a separate client
// (client id = provider name). The clients are confidential: their secrets are made fresh for
// each stack run and handed only to the provider and to the frame's server, never to a page.
import { randomBytes } from 'node:crypto';

export const SOCIAL_PROVIDERS = Object.freeze(['google', 'github', 'apple', 'facebook', 'x', 'discord']);

export const isSocialProvider = (value) => typeof value === 'string' && SOCIAL_PROVIDERS.includes(value);

/** What each client may ask for: an id token plus the email and profile claims. */
export const SOCIAL_SCOPE = 'openid email profile';

/** `{ [provider]: secret }`, random for this run. */
export function createClientSecrets() {
  return Object.fromEntries(SOCIAL_PROVIDERS.map((id) => [id, randomBytes(32).toString('base64url')]));
}

/** Where the provider sends the popup back: a page of the frame's own origin. */
export const socialRedirectUri = (secureSiteUrl) => `${secureSiteUrl}/social/callback`;
