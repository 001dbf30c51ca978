import type { ComponentType } from 'react';

type WalletConnectViews = typeof import('./walletConnect/views');

/** The WalletConnect views, in a chunk of their own with the QR encoder. */
export function loadWalletConnectView(name: keyof WalletConnectViews): Promise<ComponentType> {
  return import('./walletConnect/views').then((views) => views[name]);
}
