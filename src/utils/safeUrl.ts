// The one rule for links that come from outside the modal (wallet-list entries, data
// services, storage): decided on what the browser's URL parser makes of the text, never on
// the raw text. The parser drops leading control characters and spaces and every tab and
// newline, so "\u0001javascript:…" and "java\nscript:…" are both javascript: URLs to it.

/** Schemes that run script, reach local or page-made content, or show browser internals. */
const NEVER_SCHEMES = new Set(['javascript:', 'data:', 'vbscript:', 'file:', 'blob:', 'about:', 'filesystem:', 'view-source:']);
const WEB_SCHEMES = new Set(['https:', 'http:']);
/** A wallet link is short; a longer text is not one. */
export const MAX_LINK_LENGTH = 2048;
// C0 controls and DEL: the parser strips or removes them, so a text that holds one means
// something else than it reads.
const CONTROL = /[\u0000-\u001f\u007f]/;

/** The URL the text parses to on its own (absolute only: no base, so `//host/x` and `a/b` fail). */
export function parseAbsoluteUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/**
 * A link the modal may open: absolute, without credentials, either a web (http/https) URL
 * or a wallet app's own scheme (`metamask:`), never one that runs script or reaches local
 * or page-made content (javascript, data, vbscript, file, blob, about, …). Surrounding
 * spaces are ignored; control characters anywhere refuse the link.
 *
 * @example safeLinkUrl('metamask://')?.href // 'metamask://'
 * @example safeLinkUrl('\u0001javascript:alert(1)//://') // undefined
 */
export function safeLinkUrl(value: unknown): URL | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (!text || text.length > MAX_LINK_LENGTH || CONTROL.test(text)) return undefined;
  const url = parseAbsoluteUrl(text);
  if (!url || url.username || url.password || NEVER_SCHEMES.has(url.protocol)) return undefined;
  if (WEB_SCHEMES.has(url.protocol) && !url.hostname) return undefined;
  return url;
}

/** Whether a link is a web page (it opens in a new window), not a wallet app's scheme. */
export function isWebUrl(url: URL): boolean {
  return WEB_SCHEMES.has(url.protocol);
}

/** The normalised URL when it is a safe link on https: only (app stores, homepages); else undefined. */
export function safeHttpsUrl(value: unknown): string | undefined {
  const url = safeLinkUrl(value);
  return url?.protocol === 'https:' ? url.href : undefined;
}
