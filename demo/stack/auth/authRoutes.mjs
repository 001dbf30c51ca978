// Twin of the hosted sign-in session service (AppKit's "ReownAuthentication", SIWX). AppKit calls
// it on its wallet-list and config host (`https://api.web3modal.org/auth/v1/*`), so the stack
// serves it from the wallet-list service twin (walletListService.mjs); the blockchain data
// service has no such routes. Every route wants the identification query parameters (projectId,
// st, sv; 400 without them). Errors answer `{ status, message, error }` (message and error the
// same text).
//
//   GET  /auth/v1/nonce         → { nonce, token }: a fresh nonce (32 hex digits, EIP-4361-valid)
//                                 and its nonce token (HS256 JWT, 5 minutes, one use)
//   POST /auth/v1/authenticate  header `x-nonce-jwt: Bearer {token}` (the bare token is refused);
//                                 body `{ data, message, signature, clientId?, walletInfo? }` as
//                                 AppKit sends it: data the SIWX message's fields { accountAddress,
//                                 chainId (CAIP-2), domain, uri, version, nonce, issuedAt?,
//                                 expirationTime?, notBefore?, statement?, requestId?, resources? },
//                                 clientId a string or null, walletInfo { type, name?, icon? } or
//                                 { type: 'social', social, identifier } (signInRequest.mjs)
//                                 → { token }: a session token (HS256 JWT), 1 day by default.
//                                 Checks: the nonce token (401 'Invalid nonce token', 'Nonce expired',
//                                 'Nonce already used': a token is spent by its first authenticate,
//                                 whatever the outcome), the calling page (its Origin, else its
//                                 Referer; 401 without either, or for Origin: null), then the data
//                                 and the message and signature (verifySignIn.mjs). Twin only:
//                                 `?ttl=SECONDS` (0 to 2592000) sets that session's lifetime.
//   GET  /auth/v1/me            header `Authorization: Bearer {session token}` → the session:
//                                 { address, chainId, namespace, caip2Network, chainIdNamespace,
//                                 domain, uri, nonce, sub, aud, iss, iat, exp }; 401 'Session Expired'
//                                 once it expired, 401 'Unauthorized: …' when invalid or signed out
//   POST /auth/v1/sign-out      same header → 200 { signedOut: true } and the session is gone
//                                 (an expired session signs out too); 401 for an invalid token
// Admin (test fixture, neither logged nor faulted): POST /__auth/expire-sessions
// `{ address? }` makes every live session (of that address, any case) expired → { expired }.
import { randomBytes } from 'node:crypto';
import { missingParams, missingParamsMessage, readBody, sendError, sendJson } from '../http.mjs';
import { createJwt } from './jwt.mjs';
import { pageHostOf, readAuthenticateBody } from './signInRequest.mjs';
import { verifySignIn } from './verifySignIn.mjs';

const REQUIRED_PARAMS = ['projectId', 'st', 'sv'];
export const NONCE_TTL_SECONDS = 5 * 60;
export const DEFAULT_SESSION_TTL_SECONDS = 24 * 60 * 60;
const MAX_SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;
const ISSUER = 'wallet-modal-local-stack';
export const SESSION_EXPIRED = 'Session Expired';

const ROUTES = {
  '/auth/v1/nonce': ['GET', 'nonce'],
  '/auth/v1/authenticate': ['POST', 'authenticate'],
  '/auth/v1/me': ['GET', 'me'],
  '/auth/v1/sign-out': ['POST', 'signOut'],
};

const fail = (res, status, message) => sendError(res, status, message, { message });
const seconds = (ms) => Math.floor(ms / 1000);

/** The token of a header written `Bearer {token}`, or '' (absent, or the bare token). */
function bearer(header) {
  const match = typeof header === 'string' ? /^\s*Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1] : '';
}

/** `evm`: the EVM verifier (evmSignatures.mjs); `sessionTtlSeconds`: the default session lifetime. */
export function createAuthRoutes({ evm, sessionTtlSeconds = DEFAULT_SESSION_TTL_SECONDS, now = Date.now }) {
  const jwt = createJwt();
  const usedNonces = new Map(); // nonce -> its token's exp (s); kept until then, when it could no longer pass anyway
  const sessions = new Map(); // sid -> { address, exp }: present while signed in

  function spend(nonce, exp) {
    const at = seconds(now());
    for (const [n, e] of usedNonces) if (e <= at) usedNonces.delete(n);
    if (usedNonces.has(nonce)) return false;
    usedNonces.set(nonce, exp);
    return true;
  }

  /** The session of a bearer header: `{ claims, session }` or `{ status, message }`. */
  function sessionOf(req, { allowExpired = false } = {}) {
    const token = bearer(req.headers.authorization);
    if (!token) return { status: 401, message: 'Unauthorized: no session token (Authorization: Bearer …)' };
    const claims = jwt.verify(token, 'session');
    if (!claims) return { status: 401, message: 'Unauthorized: invalid session token' };
    const session = sessions.get(claims.sid);
    if (!session) return { status: 401, message: 'Unauthorized: signed out' };
    if (!allowExpired && seconds(now()) >= Math.min(claims.exp, session.exp)) return { status: 401, message: SESSION_EXPIRED };
    return { claims, session };
  }

  const handlers = {
    nonce(req, res) {
      const nonce = randomBytes(16).toString('hex');
      const iat = seconds(now());
      return sendJson(res, 200, { nonce, token: jwt.sign({ typ: 'nonce', nonce, iat, exp: iat + NONCE_TTL_SECONDS }) });
    },

    async authenticate(req, res, url) {
      const ttlParam = url.searchParams.get('ttl');
      const ttl = ttlParam === null ? sessionTtlSeconds : /^\d{1,8}$/.test(ttlParam) ? Number(ttlParam) : NaN;
      if (!(ttl >= 0 && ttl <= MAX_SESSION_TTL_SECONDS)) return fail(res, 400, `ttl must be whole seconds from 0 to ${MAX_SESSION_TTL_SECONDS}`);

      const header = req.headers['x-nonce-jwt'];
      if (!header) return fail(res, 401, 'Unauthorized: no nonce token (x-nonce-jwt: Bearer {token})');
      const token = bearer(header);
      if (!token) return fail(res, 401, 'Unauthorized: x-nonce-jwt must be "Bearer {nonce token}"');
      const nonceClaims = jwt.verify(token, 'nonce');
      if (!nonceClaims) return fail(res, 401, 'Invalid nonce token');
      if (seconds(now()) >= nonceClaims.exp) return fail(res, 401, 'Nonce expired: get a new one from /auth/v1/nonce');
      if (!spend(nonceClaims.nonce, nonceClaims.exp)) return fail(res, 401, 'Nonce already used: get a new one from /auth/v1/nonce');

      const page = pageHostOf(req);
      if (page.status) return fail(res, page.status, page.message);
      let body;
      try {
        body = JSON.parse(await readBody(req));
      } catch {
        return fail(res, 400, 'The body is not JSON');
      }
      const data = readAuthenticateBody(body);
      if (typeof data === 'string') return fail(res, 400, data);

      const verdict = await verifySignIn({
        namespace: data.namespace, reference: data.reference, address: data.address, fields: data.fields, message: data.message,
        signature: data.signature, nonce: nonceClaims.nonce, pageHost: page.host, evm,
      });
      if (verdict.status) return fail(res, verdict.status, verdict.message);

      const iat = seconds(now());
      const sid = randomBytes(16).toString('hex');
      const chainId = data.namespace === 'eip155' ? Number(data.reference) : data.reference;
      const claims = {
        typ: 'session', sid, iss: ISSUER, aud: url.searchParams.get('projectId'), sub: `${data.caip2}:${verdict.address}`,
        address: verdict.address, chainId, namespace: data.namespace, caip2Network: data.caip2, chainIdNamespace: data.namespace,
        domain: verdict.domain ?? null, uri: verdict.uri ?? null, nonce: nonceClaims.nonce, iat, exp: iat + ttl,
      };
      sessions.set(sid, { address: verdict.address, exp: claims.exp });
      return sendJson(res, 200, { token: jwt.sign(claims) });
    },

    me(req, res) {
      const found = sessionOf(req);
      if (found.status) return fail(res, found.status, found.message);
      const { typ, sid, ...session } = found.claims;
      return sendJson(res, 200, { ...session, exp: Math.min(found.claims.exp, found.session.exp) });
    },

    signOut(req, res) {
      const found = sessionOf(req, { allowExpired: true });
      // Signing out twice is no error: the session is gone either way.
      if (found.status && found.message !== 'Unauthorized: signed out') return fail(res, found.status, found.message);
      if (found.claims) sessions.delete(found.claims.sid);
      return sendJson(res, 200, { signedOut: true });
    },
  };

  function route(req, res, url) {
    const entry = ROUTES[url.pathname];
    if (!entry) return false;
    const [method, name] = entry;
    if (req.method !== method) return fail(res, 405, 'Method not allowed');
    const missing = missingParams(url.searchParams, REQUIRED_PARAMS);
    if (missing.length) return sendError(res, 400, missingParamsMessage(missing), { missing, message: missingParamsMessage(missing) });
    return handlers[name](req, res, url);
  }

  async function admin(req, res, url) {
    if (url.pathname !== '/__auth/expire-sessions') return false;
    if (req.method !== 'POST') return fail(res, 405, 'Method not allowed');
    let address;
    try {
      ({ address } = JSON.parse((await readBody(req)) || '{}') ?? {});
    } catch {
      return fail(res, 400, 'The body is not JSON');
    }
    const at = seconds(now());
    let expired = 0;
    for (const session of sessions.values()) {
      if (session.exp <= at || (address && session.address.toLowerCase() !== String(address).toLowerCase())) continue;
      session.exp = at;
      expired += 1;
    }
    return sendJson(res, 200, { expired });
  }

  return { route, admin };
}
