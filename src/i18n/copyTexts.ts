import { copyEnglish } from './en/copyEnglish';
import { bindTexts } from './bindTexts';

/** The copy action's toasts, in the active language: bound when its lazy chunk loads. */
export const copyTexts = bindTexts(copyEnglish);
