import { sendEnglish } from './en/sendEnglish';
import { bindTexts } from './bindTexts';

/** The Send and Receive views' texts, in the active language: bound when their lazy chunk loads. */
export const sendTexts = bindTexts(sendEnglish);
