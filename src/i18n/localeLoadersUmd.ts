import { LOCALES, type Catalogue, type Locale } from './Catalogue';

// The UMD file is one classic script: it cannot carry twelve languages it will not use, so it
// loads the ESM build's locale files, which sit beside it in dist/locales/. The script's own
// address is known only while it runs, which is when this module is evaluated.
const scriptUrl = (typeof document !== 'undefined' && document.currentScript instanceof HTMLScriptElement && document.currentScript.src) || '';

/** The UMD build's stand-in for localeLoaders.ts (rollup.config.mjs swaps it in). */
export const localeLoaders = Object.fromEntries(
  LOCALES.map((tag) => [tag, () => import(/* the file beside this script */ new URL(`locales/${tag}.js`, scriptUrl || document.baseURI).href) as Promise<{ default: Catalogue }>]),
) as Readonly<Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>>>;
