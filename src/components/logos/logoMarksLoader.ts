/** Loads the logo chunk (the UMD build swaps in logoMarksLoaderUmd.ts: see rollup.config.mjs). */
export const loadLogoMarks = () => import('./logoMarks');
