import { buyEnglish } from './en/buyEnglish';
import { bindTexts } from './bindTexts';

/** The Buy views' texts, in the active language: bound when their lazy chunk loads. */
export const buyTexts = bindTexts(buyEnglish);
