import { tradeEnglish } from './en/tradeEnglish';
import { bindTexts } from './bindTexts';

/** The texts Send, Swap, Buy and Pay share, in the active language: bound when one of their lazy chunks loads. */
export const tradeTexts = bindTexts(tradeEnglish);
