// The frame's own API, POST /api/* with a JSON body, answered only to pages of this origin
// (the frame itself): a request whose Origin header is another origin is refused, and no CORS
// header is ever sent, so other pages can neither call nor read it. `scope` stands for
// `parentOrigin, projectId`: the page that embeds the frame and the project in the frame's URL.
// A session is started for one scope and found only under it.
//   /api/email/connect          { email, deviceId, token?, scope } -> { action, sessionId? }
//   /api/device/wait            { email, deviceId }                -> { approved } (a long poll, ~25 s)
//   /api/otp/verify             { email, deviceId, otp, scope }    -> { token, sessionId }
//   /api/session                { token, deviceId, scope }         -> { connected, email?, userName?, userId?, sessionId? }
//   /api/sign-out               { token }                          -> { signedOut: true }
//   /api/email/update           { token, deviceId, email, scope }  -> { action: 'VERIFY_PRIMARY_OTP' }
//   /api/email/update/primary   { token, deviceId, otp, scope }    -> { action: 'VERIFY_SECONDARY_OTP' }
//   /api/email/update/secondary { token, deviceId, otp, scope }    -> { newEmail }
//   /api/social/*, /api/farcaster/*: see socialApiRoutes.mjs (passed in as `extraRoutes`).
// Errors: { error, code? } with the status of the AuthError.
import { sendJson } from '../http.mjs';
import { AuthError } from './authError.mjs';
import { readJson } from './readJson.mjs';
import { isDeviceId, isOtp, isToken, normalizeEmail, scopeOf, sessionScope as scope } from './validate.mjs';

function field(body, name, check, message = `Invalid ${name}`) {
  const value = body[name];
  if (!check(value)) throw new AuthError(400, message);
  return value;
}

const email = (body, name = 'email') => {
  const value = normalizeEmail(body[name]);
  if (!value) throw new AuthError(400, 'Invalid email address');
  return value;
};
const deviceId = (body) => field(body, 'deviceId', isDeviceId);
const token = (body) => field(body, 'token', isToken, 'User is not connected');
const otp = (body) => field(body, 'otp', isOtp, 'Invalid code');

export function frameApiRoutes(auth, extraRoutes = {}) {
  const routes = {
    ...extraRoutes,
    '/api/email/connect': async (body) => {
      const given = body.token === undefined || body.token === null ? undefined : token(body);
      const { action, session } = await auth.connectEmail({ email: email(body), deviceId: deviceId(body), token: given, scope: scope(body) });
      return session ? { action, sessionId: session.id } : { action };
    },
    '/api/device/wait': async (body, res) => {
      // The frame gave up (or was closed): stop waiting for it.
      const abort = new AbortController();
      res.once('close', () => abort.abort());
      return { approved: await auth.waitForDevice({ email: email(body), deviceId: deviceId(body), signal: abort.signal }) };
    },
    '/api/otp/verify': (body) => {
      const session = auth.verifySignIn({ email: email(body), deviceId: deviceId(body), otp: otp(body), scope: scope(body) });
      return { token: session.token, sessionId: session.id };
    },
    '/api/session': (body) => {
      const found = isToken(body.token) && isDeviceId(body.deviceId) && scopeOf(body) ? auth.session(body.token, body.deviceId, scopeOf(body)) : undefined;
      if (!found) return { connected: false };
      // email is absent for a Farcaster user; userName only for social and Farcaster users.
      const { email: address, userName } = found.user;
      return { connected: true, email: address, userName, userId: found.user.id, sessionId: found.session.id };
    },
    '/api/sign-out': (body) => {
      if (isToken(body.token)) auth.signOut(body.token);
      return { signedOut: true };
    },
    '/api/email/update': (body) => auth.startEmailUpdate({ token: token(body), deviceId: deviceId(body), email: email(body), scope: scope(body) }),
    '/api/email/update/primary': (body) => auth.verifyPrimary({ token: token(body), deviceId: deviceId(body), otp: otp(body), scope: scope(body) }),
    '/api/email/update/secondary': (body) => auth.verifySecondary({ token: token(body), deviceId: deviceId(body), otp: otp(body), scope: scope(body) }),
  };

  /** Handles /api/* (true), or returns false for any other path. */
  return async (req, res, url, ownOrigin) => {
    if (!url.pathname.startsWith('/api/')) return false;
    try {
      const route = Object.hasOwn(routes, url.pathname) ? routes[url.pathname] : undefined;
      if (!route) throw new AuthError(404, 'Not found');
      if (req.method !== 'POST') throw new AuthError(405, 'Method not allowed');
      // Browsers always send Origin on a POST: only the frame's own pages may call.
      if (req.headers.origin !== ownOrigin) throw new AuthError(403, 'Forbidden');
      sendJson(res, 200, await route(await readJson(req), res, ownOrigin));
    } catch (error) {
      if (res.headersSent) return true;
      if (error instanceof AuthError) sendJson(res, error.status, { error: error.message, ...(error.code !== undefined ? { code: error.code } : {}) });
      else sendJson(res, 500, { error: 'An error occurred' });
    }
    return true;
  };
}
