// The mailbox's HTTP origin: GET / is the page a demo visitor reads mails on, and
//   GET /api/messages?to=<address>       -> [{ to, subject, text, receivedAt }], newest first
//                                           (every mail when `to` is left out)
//   GET /api/messages/last?to=<address>  -> the newest mail to that address, 404 when none
// Answers carry CORS (from serviceHandler) so test pages on other origins can read them.
import { readFile } from 'node:fs/promises';
import { sendError, sendJson } from '../http.mjs';

const MAX_ADDRESS_LENGTH = 320; // the longest valid mail address

// The page's own files, next to this module; nothing else on disk is reachable.
const PAGE_FILES = {
  '/': ['mailbox.html', 'text/html; charset=utf-8'],
  '/index.html': ['mailbox.html', 'text/html; charset=utf-8'],
  '/mailbox.js': ['mailbox.js', 'text/javascript; charset=utf-8'],
  '/mailbox.css': ['mailbox.css', 'text/css; charset=utf-8'],
};

function readAddress(url, res, { required }) {
  const to = url.searchParams.get('to') ?? '';
  if (to.length > MAX_ADDRESS_LENGTH) {
    sendError(res, 400, 'Parameter "to" is too long');
    return null;
  }
  if (required && !to.trim()) {
    sendError(res, 400, 'Missing required query parameter: to');
    return null;
  }
  return to;
}

/** A `route(req, res, url)` for serviceHandler: false when nothing matched. */
export function mailboxRoutes(store) {
  return async (req, res, url) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    if (url.pathname === '/api/messages') {
      const to = readAddress(url, res, { required: false });
      if (to !== null) sendJson(res, 200, store.list(to));
      return true;
    }
    if (url.pathname === '/api/messages/last') {
      const to = readAddress(url, res, { required: true });
      if (to === null) return true;
      const mail = store.last(to);
      if (mail) sendJson(res, 200, mail);
      else sendError(res, 404, 'No mail for this address');
      return true;
    }
    const file = PAGE_FILES[url.pathname];
    if (!file) return false;
    const body = await readFile(new URL(`./${file[0]}`, import.meta.url));
    res.statusCode = 200;
    res.setHeader('Content-Type', file[1]);
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    // The page shows mail that anyone could have sent: no inline code, nothing from elsewhere.
    res.setHeader('Content-Security-Policy', "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'");
    res.end(req.method === 'HEAD' ? undefined : body);
    return true;
  };
}
