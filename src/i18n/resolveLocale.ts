import { LOCALES, type Locale } from './Catalogue';

/** Scripts and regions that pick a locale we ship under another tag. */
const ALIASES: Readonly<Record<string, Locale>> = { pt: 'pt-BR', zh: 'zh-CN', 'zh-hans': 'zh-CN', 'zh-sg': 'zh-CN' };

function match(wanted: string): Locale | undefined {
  const lower = wanted.trim().toLowerCase().replace(/_/g, '-');
  if (!lower) return undefined;
  if (lower === 'en' || lower.startsWith('en-')) return 'en';
  const exact = LOCALES.find((locale) => locale.toLowerCase() === lower);
  if (exact) return exact;
  const parts = lower.split('-');
  // zh-Hans-CN, zh-SG: the script or region decides; zh-TW and zh-HK (traditional) are not shipped.
  for (let length = parts.length - 1; length >= 1; length--) {
    const prefix = parts.slice(0, length).join('-');
    const aliased = ALIASES[prefix];
    if (aliased && (prefix !== 'zh' || !/^(tw|hk|mo|hant)$/.test(parts[1] ?? ''))) return aliased;
    const shipped = LOCALES.find((locale) => locale.toLowerCase() === prefix);
    if (shipped) return shipped;
  }
  return ALIASES[lower];
}

/**
 * The locale to speak: the page's `language` when set, else the first of the browser's
 * languages we ship (es-MX reads Spanish, pt Portuguese (Brazil)), else English.
 */
export function resolveLocale(language: string | undefined, browserLanguages: readonly string[]): Locale {
  const wanted = language?.trim() ? [language] : browserLanguages;
  for (const candidate of wanted) {
    const locale = match(candidate);
    if (locale) return locale;
  }
  return 'en';
}
