import { bindTexts } from './bindTexts';
import { coreEnglish } from './en/coreEnglish';

/** The texts of the modal's first view (coreEnglish), in the active language (English until another has loaded). */
export const messages = bindTexts(coreEnglish);
