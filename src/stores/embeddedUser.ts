import { atom } from 'nanostores';
import type { SocialProvider } from '../config/defaults';

/**
 * Who is signed in to the embedded wallet, as Account shows them (spec §3 user): their email or
 * social name, and the social provider they signed in with (undefined for an email login).
 */
export const $embeddedUser = atom<{ email: string | undefined; userName: string | undefined; socialProvider?: SocialProvider | undefined } | undefined>(undefined);
