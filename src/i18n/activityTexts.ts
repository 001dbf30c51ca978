import { activityEnglish } from './en/activityEnglish';
import { bindTexts } from './bindTexts';

/** The Activity view's texts, in the active language: bound when their lazy chunk loads. */
export const activityTexts = bindTexts(activityEnglish);
