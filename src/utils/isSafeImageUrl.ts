import { parseAbsoluteUrl } from './safeUrl';

/** Where an image may come from: the web (http/https), our own blob: URLs, or a data: image. */
export type ImageSource = 'web' | 'blob' | 'data';

const ALL_SOURCES: readonly ImageSource[] = ['web', 'blob', 'data'];
const SOURCE_OF = new Map<string, ImageSource>([
  ['https:', 'web'],
  ['http:', 'web'],
  ['blob:', 'blob'],
  ['data:', 'data'],
]);
const DATA_IMAGE_TYPE = /^image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i;
/** A data: image of a wallet icon or an avatar fits well within this. */
export const MAX_IMAGE_URL_LENGTH = 200_000;

/**
 * Whether a URL from outside (an avatar, a token icon, an EIP-6963 wallet icon) may be used
 * as an image source, decided on the parsed URL: http(s), blob, or a data: URL of an image
 * type, among `sources`. Anything else (javascript:, data:text/html, relative) is refused.
 *
 * @example isSafeImageUrl('data:image/png;base64,AAAA', ['data']) // true
 */
export function isSafeImageUrl(url: unknown, sources: readonly ImageSource[] = ALL_SOURCES): url is string {
  if (typeof url !== 'string' || url.length > MAX_IMAGE_URL_LENGTH) return false;
  const parsed = parseAbsoluteUrl(url);
  if (!parsed || parsed.username || parsed.password) return false;
  const source = SOURCE_OF.get(parsed.protocol);
  if (!source || !sources.includes(source)) return false;
  return source !== 'data' || DATA_IMAGE_TYPE.test(parsed.pathname);
}
