// A test-only page: GET /test/embedder?… on the frame's server, opened under another host name
// than the frame's (http://localhost:<port> for a frame at http://127.0.0.1:<port>), is another
// origin of the test page's site that embeds the frame (its /sdk page with this page's query)
// and relays messages: its parent's to the frame, and the frame's to its parent, each only from
// and to that window's origin. Tests use it to check that a frame session belongs to the page
// that embedded it (a same-site page shares the frame origin's storage).
import { escapeHtml, HTML, send } from './pageResponse.mjs';

const SCRIPT = `(function () {
  var frameOrigin = document.querySelector('meta[name="frame-origin"]').content;
  var parentOrigin = location.ancestorOrigins && location.ancestorOrigins[0];
  if (window.parent === window || !parentOrigin) return;
  var frame = document.createElement('iframe');
  frame.src = frameOrigin + '/sdk' + location.search;
  frame.title = 'Secure frame';
  document.body.append(frame);
  window.addEventListener('message', function (event) {
    if (event.source === window.parent && event.origin === parentOrigin) frame.contentWindow.postMessage(event.data, frameOrigin);
    else if (event.source === frame.contentWindow && event.origin === frameOrigin) window.parent.postMessage(event.data, parentOrigin);
  });
})();
`;

export function embedderPage() {
  return async (req, res, url, ownOrigin) => {
    if (url.pathname === '/test/embedder.js') return send(res, 200, SCRIPT, 'text/javascript; charset=utf-8');
    if (url.pathname !== '/test/embedder') return false;
    const csp = `default-src 'none'; script-src 'self'; frame-src ${ownOrigin}; base-uri 'none'; form-action 'none'`;
    const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><meta name="frame-origin" content="${escapeHtml(ownOrigin)}" /><title>Another page of the site</title></head>
<body><script src="/test/embedder.js"></script></body></html>
`;
    return send(res, 200, page, HTML, { 'Content-Security-Policy': csp });
  };
}
