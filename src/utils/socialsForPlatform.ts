import type { SocialProvider } from '../config/defaults';

export interface SocialPlatform {
  /** Inside Telegram's in-app browser (its WebApp bridge is on the page). */
  telegram: boolean;
  os: 'ios' | 'android' | 'mac' | 'other';
}

const REMOVED_IN_TELEGRAM: Record<SocialPlatform['os'], readonly SocialProvider[]> = {
  ios: ['google'],
  mac: ['x'],
  android: ['facebook', 'x'],
  other: [],
};

/**
 * Spec §5: the social logins to offer, in the configured order, without those Telegram's
 * in-app browser cannot complete there (Google on iOS, X on Mac, Facebook and X on Android).
 *
 * @example socialsForPlatform(['google', 'x'], { telegram: true, os: 'ios' }) // ['x']
 */
export function socialsForPlatform(socials: readonly SocialProvider[], { telegram, os }: SocialPlatform): SocialProvider[] {
  if (!telegram) return [...socials];
  return socials.filter((provider) => !REMOVED_IN_TELEGRAM[os].includes(provider));
}

/** The platform of this browser, as socialsForPlatform reads it. */
export function currentSocialPlatform(): SocialPlatform {
  const userAgent = typeof navigator === 'undefined' ? '' : navigator.userAgent;
  const telegram = typeof window !== 'undefined' && !!(window as unknown as { Telegram?: { WebApp?: unknown } }).Telegram?.WebApp;
  const os = /iPhone|iPad|iPod/i.test(userAgent) ? 'ios' : /Android/i.test(userAgent) ? 'android' : /Macintosh/i.test(userAgent) ? 'mac' : 'other';
  return { telegram, os };
}
