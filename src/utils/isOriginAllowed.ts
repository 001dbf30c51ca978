/** Pages on the visitor's own machine are always allowed (data-services.md). */
const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Whether `text` fits `pattern`, where `*` stands for one or more characters other than `.`
 * and `/` (one host label). Matched by dynamic programming over both strings, never by a
 * regular expression, so no pattern from the service can make it backtrack for long.
 */
function fitsPattern(text: string, pattern: string): boolean {
  // fits[j]: text[0..i) fits pattern[0..j); `run` tracks whether a star matched a non-empty run.
  let fits: boolean[] = Array.from({ length: pattern.length + 1 }, (_, j) => j === 0);
  for (let i = 1; i <= text.length; i += 1) {
    const char = text[i - 1] as string;
    const next: boolean[] = new Array<boolean>(pattern.length + 1).fill(false);
    for (let j = 1; j <= pattern.length; j += 1) {
      const token = pattern[j - 1];
      if (token === '*') next[j] = char !== '.' && char !== '/' && ((fits[j - 1] ?? false) || (fits[j] ?? false));
      else next[j] = (fits[j - 1] ?? false) && token === char;
    }
    fits = next;
  }
  return fits[pattern.length] ?? false;
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
  const pageOrigin = url.origin.toLowerCase();
  return allowed.some((pattern) => typeof pattern === 'string' && fitsPattern(pageOrigin, pattern.trim().toLowerCase()));
}
