import { atom } from 'nanostores';
import type { SocialProvider } from '../config/defaults';
import type { LocalText } from '../i18n/LocalText';

/** Where a social login stands: what ConnectingSocial and ConnectingFarcaster show. */
export interface SocialLoginState {
  provider: SocialProvider | undefined;
  /** waiting: the popup (or the Farcaster app) is with the visitor; connecting: the frame signs them in. */
  status: 'idle' | 'waiting' | 'connecting' | 'failed';
  error: LocalText | undefined;
  /** The Farcaster approval link, shown as a QR code. */
  farcasterUrl: string | undefined;
}

export const idleSocialLogin: SocialLoginState = Object.freeze({ provider: undefined, status: 'idle', error: undefined, farcasterUrl: undefined });

export const $socialLogin = atom<SocialLoginState>(idleSocialLogin);
