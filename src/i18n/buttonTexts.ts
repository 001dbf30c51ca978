import { bindTexts } from './bindTexts';
import { buttonEnglish } from './en/buttonEnglish';

/** The button's texts, in the active language: in the button's own first load. */
export const buttonTexts = bindTexts(buttonEnglish);
