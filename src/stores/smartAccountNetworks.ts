import { atom } from 'nanostores';

/** The EVM chain ids where the embedded wallet offers a smart account (spec §4 smart account networks lookup); empty until the frame says. */
export const $smartAccountNetworks = atom<readonly number[]>([]);
