// The local provider's own pages around oidc-provider's endpoints: the login page of an
// interaction (GET /interaction/:uid), its two answers (POST …/login with the chosen demo
// user, POST …/abort for Cancel, which ends the flow with error=access_denied at the client's
// redirect URI) and the page's style. Consent is implicit: the login grants the client the
// scopes it asked for (of openid, email, profile), so no second screen follows.
import { readFile } from 'node:fs/promises';
import { demoUserBySub } from './demoUsers.mjs';
import { loginPage, messagePage } from './loginPage.mjs';
import { readForm } from './readForm.mjs';
import { SOCIAL_SCOPE } from './socialClients.mjs';

const HTML = 'text/html; charset=utf-8';
const CSS_URL = new URL('./loginPage.css', import.meta.url);
const PATH = /^\/interaction\/([A-Za-z0-9_-]{1,64})(?:\/(login|abort))?$/;

function send(res, status, body, type, headers = {}) {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(body);
}

/**
 * `getRedirectOrigins()` lists the origins the login's redirects end on (the clients' redirect
 * URIs): a form's CSP form-action also governs where its answer redirects to.
 */
export function interactionRoutes({ provider, getOrigin, getRedirectOrigins }) {
  const pageHeaders = () => ({
    'Content-Security-Policy': `default-src 'none'; style-src 'self'; base-uri 'none'; frame-ancestors 'none'; form-action 'self' ${getRedirectOrigins().join(' ')}`,
    'X-Frame-Options': 'DENY',
    // Not no-referrer: that would send `Origin: null` with the form posts, which are checked.
    'Referrer-Policy': 'same-origin',
  });
  const showMessage = (res, status, title, message) => send(res, status, messagePage(title, message), HTML, pageHeaders());

  /** Ends the interaction with the user signed in and the requested scopes granted. */
  async function signIn(req, res, details, accountId) {
    const grant = new provider.Grant({ accountId, clientId: details.params.client_id });
    const requested = new Set(String(details.params.scope ?? '').split(' '));
    grant.addOIDCScope(SOCIAL_SCOPE.split(' ').filter((scope) => requested.has(scope)).join(' '));
    const grantId = await grant.save();
    await provider.interactionFinished(req, res, { login: { accountId }, consent: { grantId } }, { mergeWithLastSubmission: false });
  }

  return async (req, res, url) => {
    if (url.pathname === '/login.css') {
      if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed', 'text/plain; charset=utf-8');
      return send(res, 200, req.method === 'HEAD' ? undefined : await readFile(CSS_URL), 'text/css; charset=utf-8');
    }
    const match = PATH.exec(url.pathname);
    if (!match) return false;
    const [, uid, action] = match;

    let details;
    try {
      // Reads the interaction named by this browser's interaction cookie: another uid is refused.
      details = await provider.interactionDetails(req, res);
    } catch {
      details = undefined;
    }
    if (!details || details.uid !== uid) {
      return showMessage(res, 400, 'Sign-in expired', 'This sign-in is no longer valid. Close this window and start again from the app.');
    }

    if (!action) {
      if (req.method !== 'GET') return send(res, 405, 'Method not allowed', 'text/plain; charset=utf-8');
      // Always the login prompt: the provider keeps no session between logins (dropSessionCookie.mjs).
      return send(res, 200, loginPage({ uid, clientId: String(details.params.client_id) }), HTML, pageHeaders());
    }

    if (req.method !== 'POST') return send(res, 405, 'Method not allowed', 'text/plain; charset=utf-8');
    // Only this page may answer the login (the interaction cookie is Lax, this is the rest).
    if (req.headers.origin !== getOrigin()) return showMessage(res, 403, 'Sign-in refused', 'This request did not come from the sign-in page.');
    if (action === 'abort') {
      return provider.interactionFinished(req, res, { error: 'access_denied', error_description: 'The user cancelled the sign-in.' }, { mergeWithLastSubmission: false });
    }
    const form = await readForm(req);
    const user = demoUserBySub(form?.get('user'));
    if (!user) return showMessage(res, 400, 'Unknown account', 'Choose one of the accounts on the sign-in page.');
    return signIn(req, res, details, user.sub);
  };
}
