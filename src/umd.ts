/**
 * wallet-modal, UMD entry: the one file for a classic <script src>. Rollup assigns these
 * exports to the single global `WalletModal`; loading the file defines the elements.
 */
export {
  AlreadyConnectedError,
  BaseError,
  BUILT_IN_NETWORKS,
  createWalletModal,
  DEFAULT_FEATURES,
  defineElements,
  ModalNotMountedError,
  NamespaceNotConfiguredError,
  NetworkNotFoundError,
  NetworkSwitchIncompleteError,
  NetworkSwitchSupersededError,
  NetworkSwitchTimeoutError,
  NoAccountError,
  PayError,
  ProviderNotAvailableError,
  shareReact,
  stores,
  version,
  ViewNotAvailableError,
  WalletButtonElement,
  WalletModalElement,
} from './index';
