import { atom } from 'nanostores';

/** Where the sign-in asked for in SIWXSignMessage is (spec §2, §4 sign-in session). */
export type SiwxState = { status: 'idle' } | { status: 'signing' } | { status: 'failed'; message: string };

export const $siwx = atom<SiwxState>({ status: 'idle' });
