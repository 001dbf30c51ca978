import { atom, computed } from 'nanostores';
import { resolveConfig } from '../config/resolveConfig';
import type { WalletModalOptions } from '../config/WalletModalOptions';

/** What the host gave, merged from `createWalletModal` and the element's attributes. */
export const $options = atom<WalletModalOptions>({});

/** The configuration every other store and view reads, defaults applied. */
export const $config = computed($options, (options) => resolveConfig(options));

let reportedWarnings = new Set<string>();

/** Merges options into the configuration; `undefined` values remove an option. */
export function configure(patch: WalletModalOptions): void {
  const next: Record<string, unknown> = { ...$options.get() };
  for (const [key, value] of Object.entries(patch)) {
    if (value === undefined) delete next[key];
    else next[key] = value;
  }
  $options.set(next as WalletModalOptions);
  const warnings = $config.get().warnings;
  for (const warning of warnings) {
    if (!reportedWarnings.has(warning)) console.warn(`[wallet-modal] ${warning}`);
  }
  reportedWarnings = new Set(warnings);
}
