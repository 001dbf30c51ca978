import { useSyncExternalStore } from 'react';
import type { ThemeMode } from '../config/WalletModalOptions';
import { onSystemColorSchemeChange, systemColorScheme } from '../utils/systemColorScheme';

/** The visitor's system colour scheme, followed live. */
export function useColorScheme(): ThemeMode {
  return useSyncExternalStore(onSystemColorSchemeChange, systemColorScheme);
}
