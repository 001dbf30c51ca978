import { receiveEnglish } from './en/receiveEnglish';
import { bindTexts } from './bindTexts';

/** Receive's texts, in the active language: bound when its lazy chunk loads. */
export const receiveTexts = bindTexts(receiveEnglish);
