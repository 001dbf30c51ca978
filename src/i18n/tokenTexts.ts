import { tokenEnglish } from './en/tokenEnglish';
import { bindTexts } from './messages';

/** The texts Send, Swap and Buy share, in the active language: bound when their lazy chunk loads. */
export const tokenTexts = bindTexts(tokenEnglish);
