/**
 * wallet-modal, ESM entry. Importing it defines <wallet-modal> and <wallet-button> (when the
 * page has not yet). Every public name is listed here; a test holds this list.
 */
import { defineElements } from './elements/defineElements';

export { createWalletModal } from './controller/createWalletModal';
export type { WalletModalController, WalletModalState } from './controller/createWalletModal';
export { stores } from './controller/stores';
export type { WalletModalStores } from './controller/stores';
export type { ReadonlyStore } from './controller/readonlyStore';
export { defineElements } from './elements/defineElements';
export { WalletModalElement } from './elements/WalletModalElement';
export { WalletButtonElement } from './elements/WalletButtonElement';
export { shareReact } from './elements/shareReact';
export type { SharedReact } from './elements/modalReact';
export type {
  WalletButtonAttributes,
  WalletButtonProperties,
  WalletModalAttributes,
  WalletModalElementEventMap,
  WalletModalEvents,
  WalletModalProperties,
} from './elements/elementTypes';
export { BUILT_IN_NETWORKS } from './config/builtInNetworks';
export { DEFAULT_FEATURES } from './config/defaults';
export type { Features, SocialProvider } from './config/defaults';
export type { Network } from './config/Network';
export type { ChainNamespace } from './config/chainNamespaces';
export type {
  AppMetadata,
  NetworkInput,
  ThemeMode,
  ThemeVariables,
  WalletModalOptions,
} from './config/WalletModalOptions';
export type { OpenModalOptions } from './actions/openModal';
export type { PayOptions, PayResult } from './actions/pay/PayOptions';
export type { DisconnectTarget } from './actions/disconnect';
export type { ViewName } from './router/viewManifest';
export type { AccountSnapshot } from './stores/account';
export type { ModalSnapshot } from './stores/modal';
export type { NetworkSnapshot } from './stores/network';
export type { TrackedEvent, TrackedEventName } from './stores/events';
export type { HostEventMap } from './stores/hostEvents';
export type { Eip155Provider, Eip155ProviderEvent, Eip155ProviderEvents } from './connectors/eip155/provider/Eip155Provider';
export { BaseError } from './errors/BaseError';
export {
  ModalNotMountedError,
  NamespaceNotConfiguredError,
  NetworkNotFoundError,
  NetworkSwitchIncompleteError,
  NetworkSwitchSupersededError,
  NetworkSwitchTimeoutError,
  ProviderNotAvailableError,
  ViewNotAvailableError,
} from './errors/modalErrors';
export { AlreadyConnectedError, NoAccountError } from './errors/connectionErrors';
export { PayError } from './errors/payErrors';
export type { PayErrorCode } from './errors/payErrors';
export const version: string = __WALLET_MODAL_VERSION__;

// Where there is no custom element registry (Node, a server rendering the page), nothing.
defineElements();
