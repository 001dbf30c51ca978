import { adoptStyles } from './adoptStyles';

/**
 * The CSS of the lazy views, out of the first load: a lazy chunk hands its sheets over when it
 * loads (the view manifest's loader), before any of its views renders, and they go into every
 * connected <wallet-modal>'s shadow root, now and on the next connection. Like the first-load
 * sheets, they are constructed stylesheets in the shadow root: nothing in the page's <head>.
 */
const loaded: string[] = [];
const roots = new Set<ShadowRoot>();

export function adoptLazySheets(cssTexts: readonly string[]): void {
  const added = cssTexts.filter((cssText) => !loaded.includes(cssText));
  if (!added.length) return;
  loaded.push(...added);
  for (const root of roots) adoptStyles(root, added);
}

/** Keeps a modal's shadow root up to date with the lazy sheets while it is connected; returns the stop. */
export function followLazySheets(root: ShadowRoot): () => void {
  roots.add(root);
  adoptStyles(root, loaded);
  return () => roots.delete(root);
}
