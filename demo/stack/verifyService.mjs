// Request handler twin of WalletConnect's verify service (what the SDK calls `verifyUrl`), the
// paths @walletconnect/core 2.25 uses (controllers/verify.ts):
//
//   GET /v3/attestation?projectId&origin&id&decryptedId
//        The dapp side loads this in a hidden iframe for every session proposal and request it
//        sends, and waits (up to 5 s) for the frame to post it
//        JSON.stringify({ type: 'verify_attestation', attestation: <JWT> }), where the JWT's
//        payload.id is the `id` it asked for. Answered with a page that posts an ES256 JWT
//        { exp, id, origin, isScam: false, isVerified: true } signed with this twin's key, to
//        the embedding page only if that page really has the origin it claimed (postMessage's
//        targetOrigin).
//   GET /v3/public-key
//        The wallet side's key to check those JWTs: { publicKey: <P-256 JWK with ext and
//        key_ops>, expiresAt: <seconds> }. A fresh P-256 key pair per stack run.
//   GET /attestation/{id}?v2Supported=true
//        The older lookup by message hash: { origin, isScam, isVerified } of an attestation this
//        twin issued, 404 otherwise. (The SDK asks only the hosted URLs this way.)
//
// Every call is recorded in the stack's request log as service 'verify' (GET /__log), and
// faults can be injected as on the other twins (POST /__faults, see faults.mjs).
import { generateKeyPairSync, sign } from 'node:crypto';
import { createFaults } from './faults.mjs';
import { sendError, sendJson, serviceHandler } from './http.mjs';

const ATTESTATION_TTL_S = 5 * 60;
const PUBLIC_KEY_TTL_S = 60 * 60;
const MAX_REMEMBERED = 1000;

const base64url = (value) => Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');

// Runs in the frame: hands the attestation to the embedding page, if it is who it said it was.
const FRAME_SCRIPT = `const { origin, attestation } = document.currentScript.dataset;
window.parent.postMessage(JSON.stringify({ type: 'verify_attestation', attestation }), origin);
`;

/** The origin a page claims, if it is one (http(s), no path); undefined otherwise. */
function pageOrigin(value) {
  try {
    const url = new URL(value ?? '');
    return ['http:', 'https:'].includes(url.protocol) && url.origin === value ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

const escapeAttribute = (text) => text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

function sendText(res, status, contentType, text, headers = {}) {
  res.statusCode = status;
  res.setHeader('Content-Type', contentType);
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(text);
}

export function createVerifyService({ log, now = () => Date.now() } = {}) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const { kty, crv, x, y } = publicKey.export({ format: 'jwk' });
  const issued = new Map(); // id -> { origin, isScam, isVerified, exp }

  function attest(id, origin) {
    const exp = Math.floor(now() / 1000) + ATTESTATION_TTL_S;
    const claims = { exp, id, origin, isScam: false, isVerified: true };
    const input = `${base64url({ alg: 'ES256', typ: 'JWT' })}.${base64url(claims)}`;
    const signature = sign('sha256', Buffer.from(input), { key: privateKey, dsaEncoding: 'ieee-p1363' });
    issued.delete(id);
    issued.set(id, { origin, isScam: false, isVerified: true, exp });
    if (issued.size > MAX_REMEMBERED) issued.delete(issued.keys().next().value);
    return `${input}.${signature.toString('base64url')}`;
  }

  return serviceHandler(
    'verify',
    log,
    (req, res, url) => {
      if (req.method !== 'GET' && req.method !== 'HEAD') return sendError(res, 405, 'Method not allowed');
      const { pathname, searchParams } = url;
      if (pathname === '/v3/public-key') {
        const expiresAt = Math.floor(now() / 1000) + PUBLIC_KEY_TTL_S;
        return sendJson(res, 200, { publicKey: { crv, ext: true, key_ops: ['verify'], kty, x, y }, expiresAt });
      }
      if (pathname === '/v3/attestation.js') return sendText(res, 200, 'text/javascript; charset=utf-8', FRAME_SCRIPT);
      if (pathname === '/v3/attestation') {
        const origin = pageOrigin(searchParams.get('origin'));
        const id = searchParams.get('id') ?? '';
        if (!origin) return sendError(res, 400, 'origin must be a page origin (http or https)');
        if (!/^[0-9a-fA-F]{1,128}$/.test(id)) return sendError(res, 400, 'id must be a hex hash');
        const page =
          '<!doctype html><meta charset="utf-8"><title>verify</title>' +
          `<script src="attestation.js" data-origin="${escapeAttribute(origin)}" data-attestation="${attest(id, origin)}"></script>`;
        return sendText(res, 200, 'text/html; charset=utf-8', page, {
          'Content-Security-Policy': "default-src 'none'; script-src 'self'",
        });
      }
      const lookup = /^\/attestation\/([0-9a-fA-F]{1,128})$/.exec(pathname);
      if (lookup) {
        const found = issued.get(lookup[1]);
        if (!found || found.exp * 1000 < now()) return sendJson(res, 404, {});
        const { origin, isScam, isVerified } = found;
        return sendJson(res, 200, { origin, isScam, isVerified });
      }
      return false;
    },
    { faults: createFaults() },
  );
}
