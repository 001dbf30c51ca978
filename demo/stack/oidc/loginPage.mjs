// The HTML of the local provider's login (interaction) page: one button per demo user, named by
// the user's name alone (tests click it by that text), and a Cancel button that ends the flow
// with error=access_denied. Everything from the request is escaped: it is shown as text.
import { DEMO_USERS } from './demoUsers.mjs';

const escapeHtml = (text) =>
  String(text).replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" />
<title>${escapeHtml(title)}</title><link rel="stylesheet" href="/login.css" /></head>
<body><main>${body}</main></body></html>
`;
}

/** The account chooser of interaction `uid`, for the client `clientId`. */
export function loginPage({ uid, clientId }) {
  const base = `/interaction/${encodeURIComponent(uid)}`;
  const users = DEMO_USERS.map(
    (user) => `<li><button type="submit" name="user" value="${escapeHtml(user.sub)}">${escapeHtml(user.name)}</button><span class="email">${escapeHtml(user.email)}</span></li>`,
  ).join('');
  return page(
    'Sign in',
    `<h1>Choose an account</h1>
<p class="lead">to continue to the wallet with <strong>${escapeHtml(clientId)}</strong> (local demo login: no password)</p>
<form method="post" action="${base}/login"><ul class="users">${users}</ul></form>
<form method="post" action="${base}/abort"><button type="submit" class="cancel">Cancel</button></form>`,
  );
}

/** A page for a login that cannot go on (an expired or unknown interaction, a provider error). */
export function messagePage(title, message) {
  return page(title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p>`);
}
