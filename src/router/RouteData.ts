import type { SelectableWallet } from './viewForWalletSelection';
import type { ViewName } from './viewNames';

/**
 * The data each view is opened with, by view. Views with no entry take none. What the modal
 * pushes is checked against this; data a host passes to `open()` is untrusted, so views still
 * check what they read.
 */
export interface RouteDataByView {
  ConnectingExternal: { connectorId: string; wallet?: SelectableWallet };
  ConnectingWalletConnect: { wallet: SelectableWallet };
  Downloads: { wallet: SelectableWallet };
  SwitchNetwork: { caipNetworkId: string };
  SwitchActiveChain: { caipNetworkId: string };
  SwapSelectToken: { side: 'from' | 'to' };
}

export type RouteDataOf<V extends ViewName> = V extends keyof RouteDataByView ? RouteDataByView[V] : undefined;

/** The arguments after the view name: its data when it takes some, nothing otherwise. */
export type RouteDataArgs<V extends ViewName> = V extends keyof RouteDataByView ? [data: RouteDataByView[V]] : [];

/** A view with its data, typed together. */
export type TypedRoute = { [V in ViewName]: V extends keyof RouteDataByView ? { view: V; data: RouteDataByView[V] } : { view: V; data?: undefined } }[ViewName];
