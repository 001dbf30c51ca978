import { atom } from 'nanostores';
import type { Catalogue, Locale } from '../i18n/Catalogue';

export interface LocaleState {
  /** The BCP 47 tag the modal speaks. */
  tag: Locale;
  /** Its writing direction, for `dir` on the elements. */
  dir: 'ltr' | 'rtl';
  /** Its texts; undefined for English, which is built in. */
  catalogue: Catalogue | undefined;
}

/** The active language: switches (tag, direction and texts together) once its file has loaded. */
export const $locale = atom<LocaleState>({ tag: 'en', dir: 'ltr', catalogue: undefined });
