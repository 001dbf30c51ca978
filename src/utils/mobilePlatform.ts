/** The phone or tablet systems whose app store a wallet can be installed from. */
export type MobilePlatform = 'ios' | 'android';

/**
 * The visitor's mobile system, from the user agent: `android`, `ios` (iPhone, iPad, iPod, and
 * an iPad asking for desktop sites, which says "Macintosh" but has a touch screen no Mac has),
 * or undefined anywhere else (a desktop, or a phone of another system). Read at each call, so
 * it follows the browser's current user agent.
 *
 * @example mobilePlatform({ userAgent: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) …' }) // 'android'
 */
export function mobilePlatform(env: { userAgent?: string; maxTouchPoints?: number } = {}): MobilePlatform | undefined {
  const userAgent = env.userAgent ?? (typeof navigator === 'undefined' ? '' : navigator.userAgent);
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  const maxTouchPoints = env.maxTouchPoints ?? (typeof navigator === 'undefined' ? 0 : navigator.maxTouchPoints);
  if (/Macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return undefined;
}
