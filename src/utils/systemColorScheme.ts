import type { ThemeMode } from '../config/WalletModalOptions';

// A DOM without media queries (jsdom, in a host's unit tests) has no system scheme: light.
const query = (): MediaQueryList | undefined => globalThis.matchMedia?.('(prefers-color-scheme: dark)');

/** The visitor's system colour scheme now. */
export function systemColorScheme(): ThemeMode {
  return query()?.matches ? 'dark' : 'light';
}

/** Calls `onChange` when the visitor's system colour scheme changes; returns the stop. */
export function onSystemColorSchemeChange(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}
