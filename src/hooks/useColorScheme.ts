import { useSyncExternalStore } from 'react';
import type { ThemeMode } from '../config/WalletModalOptions';

const QUERY = '(prefers-color-scheme: dark)';
// A DOM without media queries (jsdom, in a host's unit tests) has no system scheme: light.
const query = (): MediaQueryList | undefined => globalThis.matchMedia?.(QUERY);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** The visitor's system colour scheme, followed live. */
export function useColorScheme(): ThemeMode {
  return useSyncExternalStore(subscribe, () => (query()?.matches ? 'dark' : 'light'));
}
