import { atom } from 'nanostores';

/** Who is signed in to the embedded wallet, as Account shows them (spec §3 user): their email or social name. */
export const $embeddedUser = atom<{ email: string | undefined; userName: string | undefined } | undefined>(undefined);
