/** Product defaults of spec §1 and §9. */

export interface Features {
  receive: boolean;
  send: boolean;
  analytics: boolean;
  allWallets: boolean;
  legalCheckbox: boolean;
  smartSessions: boolean;
  collapseWallets: boolean;
  pay: boolean;
  swaps: boolean;
  onramp: boolean;
  email: boolean;
  socials: readonly SocialProvider[] | false;
  history: boolean;
}

export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster';
export type WalletFeature = 'onramp' | 'swaps' | 'receive' | 'send';
export type ConnectMethod = 'wallet' | 'email' | 'social';
export type ConnectorGroup =
  | 'walletConnect'
  | 'recent'
  | 'injected'
  | 'featured'
  | 'custom'
  | 'external'
  | 'recommended';

export const DEFAULT_SOCIALS: readonly SocialProvider[] = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
];

export const DEFAULT_FEATURES: Readonly<Features> = Object.freeze({
  receive: true,
  send: true,
  analytics: true,
  allWallets: true,
  legalCheckbox: false,
  smartSessions: false,
  collapseWallets: false,
  pay: false,
  swaps: true,
  onramp: true,
  email: true,
  socials: DEFAULT_SOCIALS,
  history: true,
});

export const WALLET_FEATURES_ORDER: readonly WalletFeature[] = ['onramp', 'swaps', 'receive', 'send'];
export const CONNECT_METHODS_ORDER: readonly ConnectMethod[] = ['wallet', 'email', 'social'];
export const CONNECTOR_ORDER: readonly ConnectorGroup[] = [
  'walletConnect',
  'recent',
  'injected',
  'featured',
  'custom',
  'external',
  'recommended',
];

export const DEFAULT_CAIP_NETWORK_ID = 'eip155:1';
/** The namespace of a network object that names none (an EVM chain by its number, as AppKit reads it). */
export const DEFAULT_CHAIN_NAMESPACE = 'eip155';
export const DEFAULT_SDK_TYPE = 'appkit';
export const DEFAULT_SDK_VERSION = 'html-wagmi-4.2.2';
/** Spec §9 RPC timeout, used for every data-service call. */
export const DEFAULT_SERVICE_TIMEOUT_MS = 10_000;

/** Timings of spec §9, in milliseconds. */
export const SHAKE_MS = 500;
export const TOAST_REOPEN_MS = 150;
export const TOAST_AUTO_CLOSE_MS = 2_500;

export const RECENT_WALLETS_MAX = 2;
export const FEATURED_WALLETS_MAX = 4;

/** Spec §9: swap slippage (%). */
export const SWAP_SLIPPAGE = 1;
