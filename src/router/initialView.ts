import type { ViewName } from './viewManifest';

export interface InitialViewParameters {
  connected: boolean;
  /** Namespaces with a chain adapter. */
  adapters: readonly string[];
  manualWCControl: boolean;
  isMobile: boolean;
}

/**
 * The view the modal opens on when the caller asks for none (spec §2): Account when an
 * address is connected; with no adapters or in manual WalletConnect control, AllWallets on
 * mobile and ConnectingWalletConnectBasic on desktop; otherwise Connect.
 */
export function initialView({ connected, adapters, manualWCControl, isMobile }: InitialViewParameters): ViewName {
  if (connected) return 'Account';
  if (adapters.length === 0 || manualWCControl) return isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic';
  return 'Connect';
}

/** The view the router is left on when the modal closes (spec §2). */
export function closedView({ connected, enableEmbedded }: { connected: boolean; enableEmbedded: boolean }): ViewName {
  return enableEmbedded && connected ? 'Account' : 'Connect';
}
