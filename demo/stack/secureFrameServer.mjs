// Request handler for the secure frame's own origin, the local stand-in for the hosted
// embedded-wallet site: the frame page (/sdk) and its bundle, the mailed device-approval link,
// the social sign-in's callback page (/social/callback) and the Farcaster approval page,
// the frame's same-origin API (users, devices, codes, sessions and sign-ins under way, in
// memory), and only with `testRoutes` (the test runner's stack, never by default: hosts may
// deploy this server as their secure site) one test control (secureFrame/testRoutes.mjs) and
// two test pages (secureFrame/embedderPage.mjs, secureFrame/silentSitePage.mjs). The frame keeps
// the user's keys in this origin's browser storage; this server never sees a key. Mails go out over SMTP to the stack's mailbox
// (mailServer.mjs); social logins go to the stack's OpenID Connect provider (oidcProvider.mjs),
// whose client secrets and PKCE verifiers stay on this server.
import { socialRedirectUri } from './oidc/socialClients.mjs';
import { createAuthService } from './secureFrame/authService.mjs';
import { embedderPage } from './secureFrame/embedderPage.mjs';
import { createFarcasterChannels } from './secureFrame/farcasterChannels.mjs';
import { frameApiRoutes } from './secureFrame/frameApiRoutes.mjs';
import { framePages } from './secureFrame/framePages.mjs';
import { createOidcClient } from './secureFrame/oidcClient.mjs';
import { silentSitePage } from './secureFrame/silentSitePage.mjs';
import { createSocialLogins } from './secureFrame/socialLogins.mjs';
import { socialApiRoutes } from './secureFrame/socialApiRoutes.mjs';
import { socialPages } from './secureFrame/socialPages.mjs';
import { testRoutes } from './secureFrame/testRoutes.mjs';
import { normalizeEmail } from './secureFrame/validate.mjs';

/**
 * `getOrigin()` is this server's own origin and `getOidcOrigin()` the login provider's (both
 * known once they listen), `socialClientSecrets` the provider's client secrets
 * (oidc/socialClients.mjs), `sendMail({ to, subject, text })` resolves once the mail is
 * delivered, `getBuild()` resolves once the bundle is written. `testRoutes: true` adds the
 * test-only routes under /test/ (any site may frame the embedder page and drive the frame
 * through it, so a deployed secure site must not serve them). `getFrameConfig()` gives the
 * frame page `{ apiUrl, bundlerChainIds }`: the data service whose /v1/bundler route runs the
 * users' smart accounts, and the chains where it does (smart accounts are off without it).
 */
export function createSecureFrameServer({ rootDir, getBuild, getOrigin, getOidcOrigin, socialClientSecrets, sendMail, log, now, farcasterWaitMs, getFrameConfig, testRoutes: withTestRoutes = false }) {
  const auth = createAuthService({ sendMail, now, linkFor: (token) => `${getOrigin()}/device/approve?token=${token}` });
  const oidc = createOidcClient({ getIssuer: getOidcOrigin, clientSecrets: socialClientSecrets, redirectUri: () => socialRedirectUri(getOrigin()) });
  const social = createSocialLogins({ oidc, normalizeEmail, now });
  const farcaster = createFarcasterChannels({ now });
  const routes = [
    ...(withTestRoutes ? [testRoutes(auth), embedderPage(), silentSitePage()] : []),
    frameApiRoutes(auth, socialApiRoutes({ auth, social, farcaster, farcasterWaitMs })),
    socialPages({ social, farcaster }),
    framePages({ rootDir, getBuild, auth, getFrameConfig }),
  ];

  const handler = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    log?.track('secure-site', req, res, url);
    res.setHeader('X-Stack-Service', 'secure-site');
    try {
      for (const route of routes) if ((await route(req, res, url, getOrigin())) !== false) return;
      res.statusCode = 404;
      res.setHeader('Content-Type', 'text/plain; charset=utf-8');
      res.end('Not found');
    } catch {
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Internal error');
      } else res.destroy();
    }
  };
  return { handler, auth };
}
