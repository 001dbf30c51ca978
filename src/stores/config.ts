import { atom, computed } from 'nanostores';
import { resolveConfig } from '../config/resolveConfig';
import type { WalletModalOptions } from '../config/WalletModalOptions';

/** What the host gave, merged from `createWalletModal` and the element's attributes. */
export const $options = atom<WalletModalOptions>({});

/** The configuration every other store and view reads, defaults applied. */
export const $config = computed($options, (options) => resolveConfig(options));

let reportedWarnings = new Set<string>();

/**
 * Merges options into the configuration; `undefined` values remove an option. A patch that
 * changes nothing (the same values again) leaves the configuration as it is.
 */
export function configure(patch: WalletModalOptions): void {
  const current = $options.get() as Record<string, unknown>;
  const next: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  const keys = new Set([...Object.keys(current), ...Object.keys(next)]);
  if ([...keys].every((key) => Object.hasOwn(current, key) === Object.hasOwn(next, key) && current[key] === next[key])) return;
  $options.set(next as WalletModalOptions);
  const warnings = $config.get().warnings;
  for (const warning of warnings) {
    if (!reportedWarnings.has(warning)) console.warn(`[wallet-modal] ${warning}`);
  }
  reportedWarnings = new Set(warnings);
}
