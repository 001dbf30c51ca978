import { useSyncExternalStore } from 'react';
import type { ThemeMode } from '../config/WalletModalOptions';

const QUERY = '(prefers-color-scheme: dark)';

function subscribe(onChange: () => void): () => void {
  const list = matchMedia(QUERY);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** The visitor's system colour scheme, followed live. */
export function useColorScheme(): ThemeMode {
  return useSyncExternalStore(subscribe, () => (matchMedia(QUERY).matches ? 'dark' : 'light'));
}
