import { atom } from 'nanostores';
import type { LocalText } from '../i18n/LocalText';

/** Where an email login stands (spec §4/§5): what the views of the email flow show. */
export interface EmailLoginState {
  email: string | undefined;
  /** idle; sending (asked the frame); device (waiting for the link); otp (waiting for the code); verifying; failed. */
  status: 'idle' | 'sending' | 'device' | 'otp' | 'verifying' | 'failed';
  error: LocalText | undefined;
  /** When (epoch ms) another code may be sent (the allowance rule). */
  resendAt: number;
}

export const idleEmailLogin: EmailLoginState = Object.freeze({ email: undefined, status: 'idle', error: undefined, resendAt: 0 });

export const $emailLogin = atom<EmailLoginState>(idleEmailLogin);
