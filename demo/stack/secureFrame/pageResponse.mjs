// How the frame origin's HTML pages are answered: no caching, no sniffing, no referrer (their
// URLs carry one-time tokens), and a short page of a title and a message, both escaped text.
export const HTML = 'text/html; charset=utf-8';
export const TEXT = 'text/plain; charset=utf-8';
// A page without script or forms.
export const PAGE_CSP = "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'none'";

export const escapeHtml = (text) => String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function send(res, status, body, type, headers = {}) {
  res.statusCode = status;
  res.setHeader('Content-Type', type);
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.end(body);
}

/** A page of `title` and `message`; `extra` is trusted markup the caller built (escaped values). */
export function resultPage(title, message, { head = '', extra = '' } = {}) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/app.css" />${head}</head>
<body class="result-page"><main><h1>${escapeHtml(title)}</h1><p id="status">${escapeHtml(message)}</p>${extra}</main></body></html>
`;
}
