import type { Catalogue, Locale } from './Catalogue';

/**
 * Each shipped locale's file, loaded on demand: the ESM build makes each one a chunk of its own,
 * `dist/locales/<tag>.js` (plain data, no imports), so a page downloads only its visitor's
 * language. The UMD build swaps this module for localeLoadersUmd.ts, which imports those same
 * files from beside the UMD script.
 */
export const localeLoaders: Readonly<Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>>> = {
  es: () => import('./locales/es'),
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  it: () => import('./locales/it'),
  'pt-BR': () => import('./locales/pt-BR'),
  ja: () => import('./locales/ja'),
  ko: () => import('./locales/ko'),
  'zh-CN': () => import('./locales/zh-CN'),
  ru: () => import('./locales/ru'),
  tr: () => import('./locales/tr'),
  ar: () => import('./locales/ar'),
  hi: () => import('./locales/hi'),
};
