import type { TypedRoute } from './RouteData';

export interface SelectableWallet {
  id: string;
  name: string;
  rdns?: string | null | undefined;
}

export interface AvailableConnector {
  id: string;
  /** The wallet-list id this connector is known as, when known. */
  explorerId?: string | undefined;
  info?: { rdns?: string | undefined } | undefined;
}

/**
 * Spec §2 connector selection: a wallet with a matching connector on this page (by
 * wallet-list id or by EIP-6963 rdns) connects through it (ConnectingExternal); any other
 * wallet connects over WalletConnect (ConnectingWalletConnect).
 */
export function viewForWalletSelection(
  wallet: SelectableWallet,
  connectors: readonly AvailableConnector[],
): Extract<TypedRoute, { view: 'ConnectingExternal' | 'ConnectingWalletConnect' }> {
  const connector = connectors.find(
    (c) => c.explorerId === wallet.id || c.id === wallet.id || (!!wallet.rdns && c.info?.rdns === wallet.rdns),
  );
  if (connector) return { view: 'ConnectingExternal', data: { wallet, connectorId: connector.id } };
  return { view: 'ConnectingWalletConnect', data: { wallet } };
}
