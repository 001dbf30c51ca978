// The local provider keeps no sign-in from one login to the next: every authorization starts
// at the account chooser (the frame also asks with prompt=login), so any demo user can follow
// any other. oidc-provider would otherwise find the last user's session and, for another user,
// interpose its "sign out first?" step, which fails inside the popup. So the provider's session
// cookie is taken off every request before oidc-provider reads it.

/** Removes the cookies `name` and `name.sig` from the request's Cookie header. */
export function dropSessionCookie(req, name) {
  const header = req.headers.cookie;
  if (!header) return;
  const kept = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => {
      const key = part.split('=', 1)[0];
      return part && key !== name && key !== `${name}.sig`;
    });
  if (kept.length) req.headers.cookie = kept.join('; ');
  else delete req.headers.cookie;
}
