/**
 * Whether a URL from a service (an avatar, a token icon) may be used as an image source:
 * http(s), blob or a data: image only. Anything else (javascript:, other data:) is refused.
 */
export function isSafeImageUrl(url: unknown): url is string {
  if (typeof url !== 'string' || url.length > 100_000) return false;
  if (/^data:image\/(png|jpeg|gif|webp|svg\+xml)[;,]/i.test(url)) return true;
  try {
    return ['https:', 'http:', 'blob:'].includes(new URL(url).protocol);
  } catch {
    return false;
  }
}
