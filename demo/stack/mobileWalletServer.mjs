// Request handler for the demo mobile wallet's own origin: a fixed set of files, no folders.
// `/` and `/wc` (where the modal's "open the app" links land: /wc?uri=wc%3A…) give the page,
// `/app.js` the bundle built by buildMobileWallet.mjs, `/stack.json` the stack's URLs.
import { readFile } from 'node:fs/promises';
import path from 'node:path';

function send(res, status, body, type) {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.end(body);
}

/**
 * `getStackInfo()` answers GET /stack.json; `getBuild()` resolves once the bundle is written
 * (rejecting when the build failed, which the page then reports instead of a blank screen).
 */
export function createMobileWalletServer({ rootDir, getStackInfo, getBuild }) {
  const folder = path.join(rootDir, 'demo', 'mobile-wallet');
  const FILES = {
    '/': ['index.html', 'text/html; charset=utf-8'],
    '/index.html': ['index.html', 'text/html; charset=utf-8'],
    '/wc': ['index.html', 'text/html; charset=utf-8'],
    '/wc/': ['index.html', 'text/html; charset=utf-8'],
    '/app.css': ['app.css', 'text/css; charset=utf-8'],
    '/app.js': ['.build/app.js', 'text/javascript; charset=utf-8'],
    '/app.js.map': ['.build/app.js.map', 'application/json; charset=utf-8'],
    '/favicon.svg': ['../favicon.svg', 'image/svg+xml'],
  };

  return async (req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed', 'text/plain; charset=utf-8');
    const rawPath = (req.url ?? '/').split('?')[0];
    if (rawPath === '/stack.json') {
      res.setHeader('Access-Control-Allow-Origin', '*');
      return send(res, 200, JSON.stringify(getStackInfo()), 'application/json; charset=utf-8');
    }
    const entry = FILES[rawPath];
    if (!entry) return send(res, 404, 'Not found', 'text/plain; charset=utf-8');
    if (rawPath.startsWith('/app.js')) {
      try {
        await getBuild();
      } catch (error) {
        const message = `The mobile wallet bundle failed to build: ${error.message}`;
        return send(res, 200, `document.body.prepend(Object.assign(document.createElement('p'), { role: 'alert', textContent: ${JSON.stringify(message)} }));\n`, entry[1]);
      }
    }
    const body = await readFile(path.join(folder, entry[0])).catch(() => null);
    if (!body) return send(res, 404, 'Not found', 'text/plain; charset=utf-8');
    return send(res, 200, req.method === 'HEAD' ? undefined : body, entry[1]);
  };
}
