import { map } from 'nanostores';
import type { ThemeMode, ThemeVariables } from '../config/WalletModalOptions';

export interface ThemeState {
  /** Undefined follows the visitor's system preference. */
  mode: ThemeMode | undefined;
  variables: ThemeVariables;
}

export const $theme = map<ThemeState>({ mode: undefined, variables: {} });

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark';
}

/** Sets light or dark; any other value is refused and returns false. */
export function setThemeMode(mode: unknown): boolean {
  if (mode === undefined || mode === null || mode === '') {
    $theme.setKey('mode', undefined);
    return true;
  }
  if (!isThemeMode(mode)) {
    console.warn(`[wallet-modal] Theme mode must be light or dark, not ${String(mode)}`);
    return false;
  }
  $theme.setKey('mode', mode);
  return true;
}

const VARIABLE = /^--wm-[a-z-]+$/;

/** Merges theme variables; keys outside the `--wm-` namespace are ignored. */
export function setThemeVariables(variables: ThemeVariables): void {
  const next: Record<string, string | number> = { ...$theme.get().variables };
  for (const [key, value] of Object.entries(variables ?? {})) {
    if (!VARIABLE.test(key)) continue;
    if (value === undefined || value === null || value === '') delete next[key];
    else if (typeof value === 'string' || typeof value === 'number') next[key] = value;
  }
  $theme.setKey('variables', next as ThemeVariables);
}
