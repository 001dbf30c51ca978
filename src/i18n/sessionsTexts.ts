import { sessionsEnglish } from './en/sessionsEnglish';
import { bindTexts } from './bindTexts';

/** The smart-session views' texts, in the active language: bound when their lazy chunk loads. */
export const sessionsTexts = bindTexts(sessionsEnglish);
