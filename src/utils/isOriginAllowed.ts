/** Pages on the visitor's own machine are always allowed (data-services.md). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

function patternToRegExp(pattern: string): RegExp {
  const escaped = pattern.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^./]+');
  return new RegExp(`^${escaped}$`, 'i');
}

/**
 * Whether a page origin is on the project's allow-list. Patterns may use `*` for one host
 * label (`https://*.example.com`). An empty list allows every origin: the service returns
 * one when the project has no list, and on failure (spec §7).
 */
export function isOriginAllowed(origin: string, allowed: readonly string[]): boolean {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return false;
  }
  if (LOCAL_HOSTS.has(url.hostname)) return true;
  if (allowed.length === 0) return true;
  return allowed.some((pattern) => patternToRegExp(pattern).test(url.origin));
}
