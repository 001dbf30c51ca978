import { RTL_LOCALES, type Locale } from '../i18n/Catalogue';
import { loadEnglishErrors } from '../i18n/englishErrors';
import { localeLoaders } from '../i18n/localeLoaders';
import { resolveLocale } from '../i18n/resolveLocale';
import { $options } from '../stores/config';
import { $locale } from '../stores/locale';

let following = false;
let wanted: Locale = 'en';

function browserLanguages(): readonly string[] {
  return typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]);
}

/** Loads the locale's file (English is built in) and switches to it, unless another was asked for meanwhile. */
async function speak(locale: Locale): Promise<void> {
  wanted = locale;
  if ($locale.get().tag === locale) return;
  try {
    // Another language's file comes with the English error texts, which tell an error's default
    // text (shown translated) from a reason a wallet or a service gave (errorMessage). Without
    // them errors stay in English, the rest of the modal switches.
    const catalogue = locale === 'en' ? undefined : (await Promise.all([localeLoaders[locale](), loadEnglishErrors().catch(() => undefined)]))[0].default;
    if (wanted !== locale) return;
    $locale.set({ tag: locale, dir: RTL_LOCALES.has(locale) ? 'rtl' : 'ltr', catalogue });
  } catch (error) {
    // A file that does not load leaves the modal in the language it speaks: never a broken view.
    console.warn(`[wallet-modal] The ${locale} texts could not be loaded; staying in ${$locale.get().tag}`, error);
  }
}

/**
 * Speaks the page's `language` (attribute or option), else the browser's, English as the
 * fallback; follows changes of either. Only the chosen locale's file is downloaded.
 */
export function followLanguage(): void {
  if (following) return;
  following = true;
  const choose = () => void speak(resolveLocale($options.get().language, browserLanguages()));
  $options.subscribe(choose);
  if (typeof window !== 'undefined') window.addEventListener('languagechange', choose);
}
