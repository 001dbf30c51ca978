import type { DisconnectTarget } from '../actions/disconnect';
import type { OpenModalOptions } from '../actions/openModal';
import type { PayOptions, PayResult } from '../actions/pay/PayOptions';
import type { ChainNamespace } from '../config/chainNamespaces';
import type { ThemeMode, ThemeVariables, WalletModalOptions } from '../config/WalletModalOptions';
import { defineElements } from '../elements/defineElements';
import { ensureModalHost } from '../elements/ensureModalHost';
import { modalActions } from '../elements/modalActions';
import { getProvider, type ProvidersByNamespace } from '../provider/getProvider';
import type { AccountSnapshot } from '../stores/account';
import { configure } from '../stores/config';
import { $events, type TrackedEvent } from '../stores/events';
import type { ModalSnapshot } from '../stores/modal';
import type { NetworkSnapshot } from '../stores/network';
import { setThemeMode, setThemeVariables } from '../stores/theme';
import { stores, type WalletModalStores } from './stores';

export interface WalletModalState {
  modal: ModalSnapshot;
  account: AccountSnapshot;
  network: NetworkSnapshot;
}

export interface WalletModalController {
  open(options?: OpenModalOptions): Promise<void>;
  close(): void;
  /**
   * Ends a namespace's current connection (default: the active namespace's; another of its
   * connections then becomes current), or with `{ all: true }` every connection (of
   * `namespace` when given).
   */
  disconnect(target?: DisconnectTarget): Promise<void>;
  switchNetwork(caipNetworkId: string): Promise<void>;
  /**
   * With `features.pay`: shows the visitor what to pay and lets them pay it from their wallet or
   * an exchange; resolves once the payment's transaction is confirmed and checked on chain,
   * rejects with a PayError (its `code` says why). One payment at a time.
   */
  pay(options: PayOptions): Promise<PayResult>;
  /** The page's provider for a namespace (default: the active one); the same object on every call. */
  getProvider<N extends keyof ProvidersByNamespace>(namespace: N): ProvidersByNamespace[N];
  getProvider(namespace?: ChainNamespace): ProvidersByNamespace[keyof ProvidersByNamespace];
  getState(): WalletModalState;
  subscribeState(callback: (state: WalletModalState) => void): () => void;
  subscribeEvents(callback: (event: TrackedEvent) => void): () => void;
  setThemeMode(mode: ThemeMode): void;
  setThemeVariables(variables: ThemeVariables): void;
  readonly stores: WalletModalStores;
}

function getState(): WalletModalState {
  return { modal: stores.$modal.get(), account: stores.$account.get(), network: stores.$network.get() };
}

const controller: WalletModalController = Object.freeze({
  async open(options?: OpenModalOptions) {
    ensureModalHost();
    await modalActions.open(options);
  },
  close: modalActions.close,
  disconnect: (target?: DisconnectTarget) => modalActions.disconnect(target),
  switchNetwork: modalActions.switchNetwork,
  pay(options: PayOptions) {
    ensureModalHost();
    return modalActions.pay(options);
  },
  getProvider,
  getState,
  subscribeState(callback: (state: WalletModalState) => void) {
    let last = '';
    const notify = () => {
      const state = getState();
      const key = JSON.stringify(state);
      if (key === last) return;
      last = key;
      callback(state);
    };
    const stops = [stores.$modal.listen(notify), stores.$account.listen(notify), stores.$network.listen(notify)];
    notify();
    return () => stops.forEach((stop) => stop());
  },
  subscribeEvents(callback: (event: TrackedEvent) => void) {
    return $events.listen((event) => {
      if (event) callback(event);
    });
  },
  setThemeMode: (mode: ThemeMode) => void setThemeMode(mode),
  setThemeVariables,
  stores,
});

/**
 * Configures the page's modal and returns its controller. Calling it again merges the new
 * options; the page keeps one modal.
 *
 * @example
 * const modal = createWalletModal({ projectId: 'my-id', networks: ['eip155:1', 'eip155:8453'] })
 * await modal.open()
 */
export function createWalletModal(options: WalletModalOptions = {}): WalletModalController {
  const { themeMode, themeVariables, ...rest } = options;
  configure(rest);
  if (themeMode !== undefined) setThemeMode(themeMode);
  if (themeVariables) setThemeVariables(themeVariables);
  defineElements();
  return controller;
}
