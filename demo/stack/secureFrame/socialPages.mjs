// The frame origin's pages of the social and Farcaster sign-ins:
//   GET /social/callback?state=…    where the login provider sends the popup back: posts
//                                   `{ resultUri: location.href }` to window.opener, at the parent
//                                   origin recorded for that state only (an unknown state: nothing is
//                                   posted), then says "You can close this window";
//   GET/POST /farcaster/approve?channel=…  the page behind the Farcaster QR code: the request and an
//                                   Approve button (a plain form post, no script).
import { FARCASTER_DEMO_ACCOUNT } from './farcasterChannels.mjs';
import { escapeHtml, HTML, PAGE_CSP, resultPage, send, TEXT } from './pageResponse.mjs';

// The popup must stay reachable from its opener: no Cross-Origin-Opener-Policy on these pages.
const CALLBACK_CSP = "default-src 'none'; script-src 'self'; style-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";
const APPROVE_CSP = "default-src 'none'; style-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

function callbackPage(openerOrigin) {
  // The script reads the origin from this tag (set as an escaped attribute, never as code).
  const head = `<meta name="opener-origin" content="${escapeHtml(openerOrigin)}" /><script src="/social-callback.js" defer></script>`;
  return resultPage('Signing in', 'Finishing the sign-in…', { head });
}

function farcasterPage(channel, { parentOrigin, approved }) {
  const { userName, fid } = FARCASTER_DEMO_ACCOUNT;
  if (approved) return resultPage('Sign-in approved', 'Go back to the app: it signs you in now.');
  const action = `/farcaster/approve?channel=${encodeURIComponent(channel)}`;
  const extra = `<p>Account: ${escapeHtml(userName)} (fid ${fid})</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit" class="approve-button">Approve</button></form>`;
  return resultPage('Sign in with Farcaster', `${parentOrigin} asks to sign in with your Farcaster account.`, { extra });
}

export function socialPages({ social, farcaster }) {
  return async (req, res, url) => {
    if (url.pathname === '/social/callback') {
      if (req.method !== 'GET') return send(res, 405, 'Method not allowed', TEXT);
      const openerOrigin = social.openerOriginFor(url.searchParams.get('state'));
      if (!openerOrigin) {
        const page = resultPage('Sign-in failed', 'This sign-in is not valid, or it has expired. Close this window and try again.');
        return send(res, 400, page, HTML, { 'Content-Security-Policy': PAGE_CSP });
      }
      return send(res, 200, callbackPage(openerOrigin), HTML, { 'Content-Security-Policy': CALLBACK_CSP });
    }

    if (url.pathname === '/farcaster/approve') {
      // The channel in the URL is the capability (as the mailed device link's token is), so the
      // approval may come from any page: a test approves with fetch, as a phone would scan it.
      const headers = { 'Access-Control-Allow-Origin': '*', 'Content-Security-Policy': APPROVE_CSP };
      if (req.method !== 'GET' && req.method !== 'POST') return send(res, 405, 'Method not allowed', TEXT, headers);
      const channel = url.searchParams.get('channel');
      if (req.method === 'POST') farcaster.approve(channel);
      const found = farcaster.describe(channel);
      if (!found) return send(res, 404, resultPage('Request not found', 'This sign-in request is not valid, or it has expired.'), HTML, headers);
      return send(res, 200, farcasterPage(channel, found), HTML, headers);
    }
    return false;
  };
}
