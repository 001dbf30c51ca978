// The one test control of the frame's server: POST /test/expire-codes { email } ages that
// address's live codes (and device links) past their 10 minutes, so a test sees 'Code expired'
// without waiting. Called from test pages on other origins, hence CORS.
import { sendJson } from '../http.mjs';
import { AuthError } from './authError.mjs';
import { readJson } from './readJson.mjs';
import { normalizeEmail } from './validate.mjs';

export function testRoutes(auth) {
  return async (req, res, url) => {
    if (url.pathname !== '/test/expire-codes') return false;
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Methods', 'POST, OPTIONS');
    res.setHeader('Access-Control-Allow-Headers', 'content-type');
    if (req.method === 'OPTIONS') {
      res.statusCode = 204;
      res.end();
      return true;
    }
    try {
      if (req.method !== 'POST') throw new AuthError(405, 'Method not allowed');
      const email = normalizeEmail((await readJson(req)).email);
      if (!email) throw new AuthError(400, 'Invalid email address');
      sendJson(res, 200, { expired: auth.expireCodes(email) });
    } catch (error) {
      sendJson(res, error instanceof AuthError ? error.status : 500, { error: error instanceof AuthError ? error.message : 'An error occurred' });
    }
    return true;
  };
}
