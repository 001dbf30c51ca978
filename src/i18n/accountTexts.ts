import { accountEnglish } from './en/accountEnglish';
import { bindTexts } from './bindTexts';

/** The connected account's views' texts (Account, Networks, the switch views, tokens), in the active language: bound when their lazy chunk loads. */
export const accountTexts = bindTexts(accountEnglish);
