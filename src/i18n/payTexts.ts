import { payEnglish } from './en/payEnglish';
import { bindTexts } from './messages';

/** Pay's texts, in the active language: bound when its lazy chunk loads. */
export const payTexts = bindTexts(payEnglish);
