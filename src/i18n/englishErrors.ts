import type { errorsEnglish } from './en/errorsEnglish';

/** The English text of each error the visitor can meet, by error name (en/errorsEnglish.ts). */
export type ErrorTexts = (typeof errorsEnglish)['errors'];

let loaded: ErrorTexts | undefined;

/** The English error texts, once loadEnglishErrors has loaded them; undefined before. */
export const englishErrors = (): ErrorTexts | undefined => loaded;

/**
 * Loads the English error texts, which errorMessage needs to show errors in another language:
 * the language follower loads them with that language's file. English never needs them.
 */
export async function loadEnglishErrors(): Promise<void> {
  loaded ??= (await import('./en/errorsEnglish')).errorsEnglish.errors;
}
