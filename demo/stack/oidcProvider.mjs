// The stack's OpenID Connect provider, on its own origin: the local stand-in for the social
// logins (google, github, apple, facebook, x, discord as separate clients of one provider,
// oidc-provider underneath). Its login page lists fixed demo users (oidc/demoUsers.mjs) and a
// Cancel button; consent is implicit. The frame's server is its only client: it sends the
// popup here and exchanges the code, with PKCE and the client's secret.
import { dropSessionCookie } from './oidc/dropSessionCookie.mjs';
import { interactionRoutes } from './oidc/interactionRoutes.mjs';
import { providerConfig, SESSION_COOKIE } from './oidc/providerConfig.mjs';

/**
 * `getOrigin()` is this server's origin (the issuer) and `getSecureSiteUrl()` the frame's origin
 * (where the clients' redirect URI is), both known once the stack listens; `clientSecrets` comes
 * from oidc/socialClients.mjs createClientSecrets() and is shared with the frame's server only.
 */
export function createOidcProvider({ getOrigin, getSecureSiteUrl, clientSecrets, log }) {
  let built = null;

  // Made on the first request: the issuer (this origin, with its port) is unknown before. The
  // library is loaded then too, so a stack nobody signs in to socially never loads it (nor
  // prints its notice that Node 20 is not an LTS line it prefers).
  async function build() {
    const { Provider } = await import('oidc-provider');
    const provider = new Provider(getOrigin(), providerConfig({ secureSiteUrl: getSecureSiteUrl(), clientSecrets }));
    // One line per real fault (oidc-provider's event) instead of Koa's own error print.
    provider.on('server_error', (ctx, error) => process.stderr.write(`Local OIDC provider: ${error.stack ?? error}\n`));
    provider.silent = true;
    const pages = interactionRoutes({ provider, getOrigin, getRedirectOrigins: () => [new URL(getSecureSiteUrl()).origin] });
    return { pages, callback: provider.callback() };
  }

  const handler = async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    log?.track('oidc', req, res, url);
    res.setHeader('X-Stack-Service', 'oidc');
    try {
      if (!built) {
        built = build();
        // A failed start is tried again by the next request.
        built.catch(() => {
          built = null;
        });
      }
      const { pages, callback } = await built;
      dropSessionCookie(req, SESSION_COOKIE);
      if ((await pages(req, res, url)) !== false) return;
      await callback(req, res);
    } catch (error) {
      process.stderr.write(`Local OIDC provider: ${error.stack ?? error}\n`);
      if (!res.headersSent) {
        res.statusCode = 500;
        res.setHeader('Content-Type', 'text/plain; charset=utf-8');
        res.end('Internal error');
      } else res.destroy();
    }
  };
  return { handler };
}
