// Small HTTP helpers shared by the local services: CORS, JSON answers, body reading and the
// required identification parameters. The services are called cross-origin from the demo page
// and from test pages, so every answer (errors included) must carry CORS headers.

// authorization and x-nonce-jwt: the sign-in service's session and nonce tokens (auth/).
const ALLOWED_HEADERS = 'content-type, x-project-id, x-sdk-type, x-sdk-version, authorization, x-nonce-jwt';
const MAX_BODY_BYTES = 5 * 1024 * 1024;

export function setCors(req, res) {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE, OPTIONS');
  // Also allow whatever the preflight asks for: a local twin should never be the reason a call fails.
  const requested = req.headers['access-control-request-headers'];
  res.setHeader('Access-Control-Allow-Headers', requested ? `${ALLOWED_HEADERS}, ${requested}` : ALLOWED_HEADERS);
  // Lets browser code (and tests) read these headers on cross-origin answers.
  res.setHeader('Access-Control-Expose-Headers', 'Access-Control-Allow-Origin, X-Stack-Service');
  res.setHeader('Access-Control-Max-Age', '600');
}

export function sendJson(res, status, body) {
  const text = JSON.stringify(body);
  res.statusCode = status;
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.setHeader('Content-Length', Buffer.byteLength(text));
  res.setHeader('Cache-Control', 'no-store');
  res.end(text);
}

export function sendError(res, status, message, extra = {}) {
  sendJson(res, status, { status, error: message, ...extra });
}

export function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (chunk) => {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) {
        reject(Object.assign(new Error('Request body too large'), { status: 413 }));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** Names of the required query parameters that are absent or empty. */
export function missingParams(searchParams, names) {
  return names.filter((name) => !searchParams.get(name));
}

export function missingParamsMessage(missing) {
  return `Missing required query parameter${missing.length > 1 ? 's' : ''}: ${missing.join(', ')}`;
}

/**
 * Wraps a service's routes with what every service answer needs: CORS, OPTIONS preflight,
 * the shared request log (and its GET /__log reader), a JSON 404 and a JSON 500, and, given
 * `faults` (faults.mjs), the /__faults admin routes and the faults they inject. `admin` routes
 * (test fixtures) are, like /__log and /__faults, neither logged nor faulted.
 * `route(req, res, url)` and `admin(…)` return false when no route matched.
 */
export function serviceHandler(service, log, route, { faults, admin } = {}) {
  return async (req, res) => {
    setCors(req, res);
    res.setHeader('X-Stack-Service', service);
    const url = new URL(req.url ?? '/', 'http://local');
    if (req.method === 'OPTIONS') {
      log?.track(service, req, res, url);
      res.statusCode = 204;
      res.end();
      return;
    }
    if (url.pathname === '/__log' && log) {
      if (req.method !== 'GET') return sendError(res, 405, 'Method not allowed');
      return sendJson(res, 200, log.entries());
    }
    try {
      if (faults && (await faults.admin(req, res, url)) !== false) return;
      if (admin && (await admin(req, res, url)) !== false) return;
      log?.track(service, req, res, url);
      if (faults && (await faults.apply(req, res, url))) return;
      const handled = await route(req, res, url);
      if (handled === false && !res.headersSent) sendError(res, 404, `No route for ${req.method} ${url.pathname}`);
    } catch (error) {
      if (!res.headersSent) sendError(res, error.status ?? 500, error.message ?? 'Internal error');
      else res.destroy();
    }
  };
}
