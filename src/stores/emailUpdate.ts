import { atom } from 'nanostores';

/** Where an email change of the embedded wallet stands (UpdateEmailWallet and its two code views). */
export interface EmailUpdateState {
  newEmail: string | undefined;
  status: 'idle' | 'sending' | 'primary' | 'secondary' | 'verifying' | 'failed';
  error: string | undefined;
}

export const idleEmailUpdate: EmailUpdateState = Object.freeze({ newEmail: undefined, status: 'idle', error: undefined });

export const $emailUpdate = atom<EmailUpdateState>(idleEmailUpdate);
