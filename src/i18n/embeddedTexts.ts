import { embeddedEnglish } from './en/embeddedEnglish';
import { bindTexts } from './bindTexts';

/** The email and social login views' texts, in the active language: bound when their lazy chunk loads. */
export const embeddedTexts = bindTexts(embeddedEnglish);
