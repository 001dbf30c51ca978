import { atom } from 'nanostores';

/** Whether the visitor ticked Connect's legal checkbox (spec §1 legalCheckbox); read from storage at start-up. */
export const $legalAccepted = atom(false);
