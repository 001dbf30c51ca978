// Adds the response headers some test pages need: the strict-CSP page is served with a
// Content-Security-Policy that forbids inline script, inline style and eval.
export const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'";

export async function testPagesMiddleware(ctx, next) {
  await next();
  if (ctx.path.startsWith('/test/pages/strict-csp')) {
    ctx.set('Content-Security-Policy', STRICT_CSP);
  }
}
