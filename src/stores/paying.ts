import { atom } from 'nanostores';

/** Whether a payment the host asked for (`pay()`) runs: from its start until it settles. */
export const $paying = atom(false);
