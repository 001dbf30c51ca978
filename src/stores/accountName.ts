import { atom } from 'nanostores';
import type { LocalText } from '../i18n/LocalText';

/** What the name typed in RegisterAccountName is, as far as is known. */
export type NameCheck =
  | { status: 'empty' }
  | { status: 'invalid'; message: LocalText }
  | { status: 'checking' }
  | { status: 'available' }
  | { status: 'taken' }
  | { status: 'failed'; message: LocalText };

export interface AccountNameState {
  /** Which opening of the form this is: each start (startNameRegistration) is a new one. */
  form: number;
  /** The label as typed (without `.reown.id`). */
  input: string;
  check: NameCheck;
  /** Free names like the one typed, from the suggestions call. */
  suggestions: readonly string[];
  submitting: boolean;
  /** Why the last registration failed, shown on RegisterAccountName. */
  error?: LocalText | undefined;
  /** The name registered last, shown by RegisterAccountNameSuccess. */
  registered?: string | undefined;
}

export const initialAccountName: AccountNameState = { form: 0, input: '', check: { status: 'empty' }, suggestions: [], submitting: false };

/** Account-name registration (spec §2 RegisterAccountName, RegisterAccountNameSuccess). */
export const $accountName = atom<AccountNameState>(initialAccountName);
