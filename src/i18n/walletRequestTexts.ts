import { walletRequestEnglish } from './en/walletRequestEnglish';
import { bindTexts } from './bindTexts';

/** The texts of a request waiting on the wallet, in the active language: bound when a lazy chunk that asks the wallet loads. */
export const walletRequestTexts = bindTexts(walletRequestEnglish);
