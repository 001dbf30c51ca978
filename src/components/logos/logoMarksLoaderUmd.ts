import { besideUmdScript } from '../../utils/umdScriptUrl';
import type { LOGO_MARKS } from './logoMarks';

// The UMD file is one classic script; the logos (2 KB gzip, not on the first frame) stay out of
// it: it loads the ESM build's dist/logos/logoMarks.js, beside it, as it does the locales.

/** The UMD build's stand-in for logoMarksLoader.ts. */
export const loadLogoMarks = () =>
  import(/* the file beside this script */ besideUmdScript('logos/logoMarks.js')) as Promise<{ LOGO_MARKS: typeof LOGO_MARKS }>;
