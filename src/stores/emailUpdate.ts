import { atom } from 'nanostores';
import type { LocalText } from '../i18n/LocalText';

/** Where an email change of the embedded wallet stands (UpdateEmailWallet and its two code views). */
export interface EmailUpdateState {
  newEmail: string | undefined;
  status: 'idle' | 'sending' | 'primary' | 'secondary' | 'verifying' | 'failed';
  error: LocalText | undefined;
}

export const idleEmailUpdate: EmailUpdateState = Object.freeze({ newEmail: undefined, status: 'idle', error: undefined });

export const $emailUpdate = atom<EmailUpdateState>(idleEmailUpdate);
