import type { RemoteFeature } from '../services/walletList/fetchProjectConfig';

/**
 * Whether a namespace may hold several connections at once: the project's remote
 * `multi_wallet` switch, read as AppKit reads it (its `isEnabled`, whatever its config); on
 * while the project's configuration is unknown or has no such entry. Off, connecting another
 * wallet replaces the current one.
 */
export function isMultiWalletOn(features: readonly RemoteFeature[] | undefined): boolean {
  const entry = features?.find((feature) => feature.id === 'multi_wallet');
  return entry === undefined || entry.isEnabled === true;
}
