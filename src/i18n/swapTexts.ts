import { swapEnglish } from './en/swapEnglish';
import { bindTexts } from './messages';

/** The Swap views' texts, in the active language: bound when their lazy chunk loads. */
export const swapTexts = bindTexts(swapEnglish);
