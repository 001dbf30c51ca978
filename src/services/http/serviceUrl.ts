import type { ServiceIdentity } from './ServiceIdentity';

export type QueryValue = string | number | boolean | null | undefined;

/**
 * A service URL with `projectId`, `st` and `sv` and the given query parameters; parameters
 * whose value is null or undefined are left out, as the hosted services expect.
 */
export function serviceUrl(base: string, path: string, identity: ServiceIdentity, params: Record<string, QueryValue> = {}): string {
  // A base given as a path (same-origin services) resolves against the page.
  const root = new URL(`${base.replace(/\/+$/, '')}/`, typeof location === 'undefined' ? undefined : location.href);
  const url = new URL(`${root.pathname.replace(/\/$/, '')}${path.replace(/^\/?/, '/')}`, root);
  const query: Record<string, QueryValue> = { ...params, projectId: identity.projectId, st: identity.sdkType, sv: identity.sdkVersion };
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) url.searchParams.set(key, String(value));
  }
  return url.toString();
}
