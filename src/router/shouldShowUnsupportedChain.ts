export interface UnsupportedChainParameters {
  activeCaipNetworkId: string;
  requestedCaipNetworkIds: readonly string[];
  enableNetworkSwitch: boolean;
  allowUnsupportedChain: boolean;
  /** Basic WalletConnect mode: no adapters, or manual WalletConnect control. */
  basicMode: boolean;
}

/** Spec §2: UnsupportedChain opens only when all four conditions hold. */
export function shouldShowUnsupportedChain(p: UnsupportedChainParameters): boolean {
  return (
    !p.requestedCaipNetworkIds.includes(p.activeCaipNetworkId) &&
    p.enableNetworkSwitch &&
    !p.allowUnsupportedChain &&
    !p.basicMode
  );
}
