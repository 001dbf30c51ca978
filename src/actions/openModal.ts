import type { ChainNamespace } from '../config/chainNamespaces';
import { ModalNotMountedError, NamespaceNotConfiguredError, ViewNotAvailableError } from '../errors/modalErrors';
import { getActiveModalHost } from '../stores/modalHost';
import { initialView } from '../router/initialView';
import type { RouteData } from '../router/RouteEntry';
import { isViewName, type ViewName } from '../router/viewManifest';
import { $isConnected } from '../stores/account';
import { $config } from '../stores/config';
import { track } from '../stores/events';
import { emitHostEvent } from '../stores/hostEvents';
import { $modalState } from '../stores/modal';
import { isViewOffered } from '../stores/offeredFeatures';
import { $activeNamespace } from '../stores/network';
import { resetView } from '../stores/router';
import { discoverWallets } from './connection/discoverWallets';
import { preloadConnecting } from './preloadConnecting';
import { isMobile } from '../utils/isMobile';
import { leaveForNamespace } from './leaveForNamespace';
import { pairWalletConnect } from './walletConnect/pairWalletConnect';

export interface OpenModalOptions {
  view?: ViewName;
  data?: RouteData;
  namespace?: ChainNamespace;
}

/**
 * Resolves once the open dialog is in the DOM, or the modal was closed again first; rejects with
 * ModalNotMountedError when it closed because the page took every <wallet-modal> away
 * (closeWhenUnmounted): nothing could show it.
 */
function whenShown(): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = (state: { open: boolean; shown: boolean }) => state.shown || !state.open;
    const settle = (state: { open: boolean; shown: boolean }) => (state.open || getActiveModalHost() ? resolve() : reject(new ModalNotMountedError()));
    if (done($modalState.get())) return settle($modalState.get());
    const stop = $modalState.listen((state) => {
      if (!done(state)) return;
      stop();
      settle(state);
    });
  });
}

/**
 * Opens the modal (spec §2): on the requested view, else Account when connected, else the
 * connect view for this configuration. Opening with another namespace first switches to
 * that namespace's network without asking. Never waits on the network.
 */
export async function openModal(options: OpenModalOptions = {}): Promise<void> {
  const config = $config.get();
  if (options.view !== undefined && !(isViewName(options.view) && isViewOffered(options.view))) {
    throw new ViewNotAvailableError(String(options.view));
  }
  if (!getActiveModalHost()) throw new ModalNotMountedError();
  if (options.namespace && options.namespace !== $activeNamespace.get()) {
    const target = config.networks.find((network) => network.chainNamespace === options.namespace);
    if (!target) throw new NamespaceNotConfiguredError(options.namespace);
    leaveForNamespace(target.caipNetworkId);
  }
  // Wallets that put themselves on the page late (an injected extension) are looked for again.
  discoverWallets();
  const connected = $isConnected.get();
  const view =
    options.view ??
    initialView({ connected, adapters: config.adapters, manualWCControl: config.manualWCControl, isMobile: isMobile() });
  // A resting view whose feature is not offered falls back to Connect.
  resetView(isViewOffered(view) ? view : 'Connect', options.data);
  if (!$modalState.get().open) {
    $modalState.set({ ...$modalState.get(), open: true, shown: false, openings: $modalState.get().openings + 1 });
    track('MODAL_OPEN', { connected });
    emitHostEvent('modal-open', { connected });
  }
  // The plain QR view as the first view (no adapters, manual control) needs a pairing (its code
  // is a chunk: the pairing's own path, a session applied, a wallet's change, a wrong network,
  // opens the modal).
  if (view === 'ConnectingWalletConnectBasic' && !options.view) pairWalletConnect();
  preloadConnecting();
  await whenShown();
}
