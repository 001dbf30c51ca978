import { besideUmdScript } from '../utils/umdScriptUrl';
import { LOCALES, type Catalogue, type Locale } from './Catalogue';

// The UMD file is one classic script: it cannot carry twelve languages it will not use, so it
// loads the ESM build's locale files, which sit beside it in dist/locales/.

/** The UMD build's stand-in for localeLoaders.ts (rollup.config.mjs swaps it in). */
export const localeLoaders = Object.fromEntries(
  LOCALES.map((tag) => [tag, () => import(/* the file beside this script */ besideUmdScript(`locales/${tag}.js`)) as Promise<{ default: Catalogue }>]),
) as Readonly<Record<Exclude<Locale, 'en'>, () => Promise<{ default: Catalogue }>>>;
