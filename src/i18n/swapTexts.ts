import { swapEnglish } from './en/swapEnglish';
import { bindTexts } from './bindTexts';

/** The Swap views' texts, in the active language: bound when their lazy chunk loads. */
export const swapTexts = bindTexts(swapEnglish);
