import { atom } from 'nanostores';
import type { LocalText } from '../i18n/LocalText';

/** Where the sign-in asked for in SIWXSignMessage is (spec §2, §4 sign-in session). */
export type SiwxState = { status: 'idle' } | { status: 'signing' } | { status: 'failed'; message: LocalText };

export const $siwx = atom<SiwxState>({ status: 'idle' });
