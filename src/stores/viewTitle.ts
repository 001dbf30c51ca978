import { atom } from 'nanostores';

/**
 * A title the open view gives itself for what it shows now, over its usual one (BuyInProgress
 * reads 'Purchase complete' once the tokens arrived); only while that view is the one shown.
 */
export const $viewTitle = atom<{ view: string; title: string } | undefined>(undefined);
