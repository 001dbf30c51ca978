import type { RemoteFeature } from '../services/walletList/fetchProjectConfig';
import { isRemoteFeatureOn } from './isFeatureOffered';

/**
 * Whether a namespace may hold several connections at once: the project's remote
 * `multi_wallet` switch, read as AppKit reads a switch (isRemoteFeatureOn). Where that leaves it
 * to the default (the configuration unknown, or the entry's `config` null) it is on: AppKit's
 * default is off, this product's is on. Off, connecting another wallet replaces the current one.
 */
export function isMultiWalletOn(features: readonly RemoteFeature[] | undefined): boolean {
  return isRemoteFeatureOn({ id: 'multi_wallet' }, features) !== false;
}
