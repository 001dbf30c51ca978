import { signingEnglish } from './en/signingEnglish';
import { bindTexts } from './bindTexts';

/** The account name and sign-in (SIWX) views' texts, in the active language: bound when their lazy chunk loads. */
export const signingTexts = bindTexts(signingEnglish);
