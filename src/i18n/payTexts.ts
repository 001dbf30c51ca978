import { payEnglish } from './en/payEnglish';
import { bindTexts } from './bindTexts';

/** Pay's texts, in the active language: bound when its lazy chunk loads. */
export const payTexts = bindTexts(payEnglish);
