import { localisedPolicy, readmePolicy } from './readmeCsp.mjs';

// Adds the response headers some test pages need: the strict-CSP page is served with a
// Content-Security-Policy that forbids inline script, inline style and eval; the README-CSP
// page with the policy README.md documents (see readmeCsp.mjs).
export const STRICT_CSP =
  "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data: blob:; " +
  "connect-src 'self'; object-src 'none'; base-uri 'none'; frame-ancestors 'self'";

export async function testPagesMiddleware(ctx, next) {
  await next();
  if (ctx.path.startsWith('/test/pages/strict-csp')) {
    ctx.set('Content-Security-Policy', STRICT_CSP);
  }
  if (ctx.path === '/test/pages/readme-csp.html') {
    ctx.set('Content-Security-Policy', localisedPolicy(readmePolicy(), ctx.URL.searchParams));
  }
}
