// Which React the modal's tree runs on: the page's, when it shared one that can run the modal
// (shareReact), else the copy the modal brings (bundledReact, a lazy chunk of its own). The
// builds compile the modal's code against small modules that read `modalReact()` when they are
// evaluated (rollup.config.mjs, reactOfTheModal), so the choice is made once, before the modal's
// code runs, and never changes after.

/**
 * A React a page shares with the modal: the four modules the modal's code imports, as the page
 * imported them (`import * as react from 'react'`, …). Typed loosely so that the main entry's
 * declarations need no React types.
 */
export interface SharedReact {
  /** `react`. */
  react: { readonly version: string };
  /** `react-dom`. */
  reactDom: object;
  /** `react-dom/client`. */
  reactDomClient: object;
  /** `react/jsx-runtime`. */
  jsxRuntime: object;
}

let shared: SharedReact | undefined;
let chosen: SharedReact | undefined;

/** The page's React, as shared so far: the loader then needs no copy of its own. */
export function sharedReact(): SharedReact | undefined {
  return shared;
}

/**
 * Takes the page's React for the modal, unless the modal's code already runs on a React: then
 * false (a later page React changes nothing), unless it is that same React.
 */
export function offerSharedReact(runtime: SharedReact): boolean {
  if (chosen) return chosen.react === runtime.react;
  shared = runtime;
  return true;
}

/** Settles the modal's React once, just before its code is evaluated: the page's if shared, else `bundled`. */
export function chooseModalReact(bundled: SharedReact): void {
  chosen ??= shared ?? bundled;
}

/** The React the modal's code runs on; what the builds' React modules read when evaluated. */
export function modalReact(): SharedReact {
  if (!chosen) throw new Error('[wallet-modal] React read before it was chosen');
  return chosen;
}
