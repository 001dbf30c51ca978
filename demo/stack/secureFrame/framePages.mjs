// The pages of the frame's origin: the frame itself at /sdk (the modal loads
// `${secureSiteUrl}/sdk?projectId=…&chainId=…&version=4&rpcUrl=…` in a hidden iframe), its
// bundle (built by buildSecureFrame.mjs) and style, and GET /device/approve?token=…, the link
// mailed to approve a new device. The /sdk page carries what the hosted secure site knows of its
// own services (`getFrameConfig()`: the data service's URL for /v1/bundler and the chains where a
// bundler runs) in a <meta name="frame-config"> as escaped JSON, so no inline script is needed.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { AuthError } from './authError.mjs';
import { escapeHtml, HTML, PAGE_CSP, resultPage, send } from './pageResponse.mjs';
import { isToken } from './validate.mjs';

// The frame runs only its own script; it may call any RPC URL the app configures (http: https:),
// and may be framed by any page (the modal's host is not known in advance).
const FRAME_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self' http: https:; base-uri 'none'; form-action 'none'";

const CONFIG_SLOT = '<meta name="frame-config" content="{}" />';

/**
 * `getBuild()` resolves once the bundle is written (rejects when the build failed);
 * `getFrameConfig()` gives `{ apiUrl, bundlerChainIds }` (or nothing: no smart accounts).
 */
export function framePages({ rootDir, getBuild, auth, getFrameConfig = () => ({}) }) {
  const folder = path.join(rootDir, 'demo', 'secure-frame');
  const FILES = {
    '/sdk': ['index.html', HTML],
    '/sdk/': ['index.html', HTML],
    '/app.css': ['app.css', 'text/css; charset=utf-8'],
    '/app.js': ['.build/app.js', 'text/javascript; charset=utf-8'],
    '/app.js.map': ['.build/app.js.map', 'application/json; charset=utf-8'],
    '/favicon.svg': ['../favicon.svg', 'image/svg+xml'],
    // The social callback page's script (socialPages.mjs), served as is: not bundled.
    '/social-callback.js': ['socialCallback.js', 'text/javascript; charset=utf-8'],
  };

  return async (req, res, url) => {
    if (url.pathname === '/device/approve') {
      if (req.method !== 'GET') return send(res, 405, 'Method not allowed', 'text/plain; charset=utf-8');
      // Readable from any page, so a test (or a script) can "click" the mailed link with fetch.
      const headers = { 'Access-Control-Allow-Origin': '*', 'Content-Security-Policy': PAGE_CSP };
      try {
        const token = url.searchParams.get('token');
        if (!isToken(token)) throw new AuthError(404, 'This link is not valid, or it was used already.');
        await auth.approveDevice(token);
        return send(res, 200, resultPage('Device approved', 'Go back to the app to finish signing in: a code is on its way to your inbox.'), HTML, headers);
      } catch (error) {
        const status = error instanceof AuthError ? error.status : 500;
        const message = error instanceof AuthError ? error.message : 'An error occurred';
        return send(res, status, resultPage('Device not approved', message), HTML, headers);
      }
    }
    const entry = FILES[url.pathname];
    if (!entry) return false;
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method not allowed', 'text/plain; charset=utf-8');
    if (url.pathname.startsWith('/app.js')) {
      try {
        await getBuild();
      } catch (error) {
        const message = `The secure frame bundle failed to build: ${error.message}`;
        return send(res, 200, `console.error(${JSON.stringify(message)});\n`, entry[1]);
      }
    }
    let body = await readFile(path.join(folder, entry[0])).catch(() => null);
    if (!body) return send(res, 404, 'Not found', 'text/plain; charset=utf-8');
    if (entry[0] === 'index.html') {
      const { apiUrl, bundlerChainIds } = getFrameConfig() ?? {};
      const config = apiUrl ? { apiUrl, bundlerChainIds: bundlerChainIds ?? [] } : {};
      body = body.toString('utf8').replace(CONFIG_SLOT, `<meta name="frame-config" content="${escapeHtml(JSON.stringify(config))}" />`);
    }
    const headers = entry[1] === HTML ? { 'Content-Security-Policy': FRAME_CSP } : {};
    return send(res, 200, req.method === 'HEAD' ? undefined : body, entry[1], headers);
  };
}
