// A test-only page: GET /test/silent-site/sdk on the frame's server stands in for a secure site
// that never answers (as the hosted one never answers a message it does not know, such as
// SYNC_LANGUAGE): a modal whose `secure-site-url` is `<origin>/test/silent-site` loads it as its
// frame. It says READY to its parent and answers nothing; it echoes each message of its parent
// back as `{ received: message }` (not a frame message, which the modal ignores), so a test sees
// what the modal sent and when.
import { HTML, send } from './pageResponse.mjs';

const SCRIPT = `(function () {
  var parentOrigin = location.ancestorOrigins && location.ancestorOrigins[0];
  if (window.parent === window || !parentOrigin) return;
  window.addEventListener('message', function (event) {
    if (event.source === window.parent && event.origin === parentOrigin) window.parent.postMessage({ received: event.data }, parentOrigin);
  });
  window.parent.postMessage({ type: '@w3m-frame/READY' }, parentOrigin);
})();
`;

export function silentSitePage() {
  return async (req, res, url) => {
    if (url.pathname === '/test/silent-site/sdk.js') return send(res, 200, SCRIPT, 'text/javascript; charset=utf-8');
    if (url.pathname !== '/test/silent-site/sdk') return false;
    const csp = "default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'";
    const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><title>A secure site that does not answer</title></head>
<body><script src="/test/silent-site/sdk.js"></script></body></html>
`;
    return send(res, 200, page, HTML, { 'Content-Security-Policy': csp });
  };
}
