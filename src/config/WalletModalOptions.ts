import type { ChainNamespace } from './chainNamespaces';
import type { Features } from './defaults';
import type { Network } from './Network';

export type ThemeMode = 'light' | 'dark';

/** Theme variables a host may set; values are CSS values. */
export interface ThemeVariables {
  '--wm-font-family'?: string;
  '--wm-accent'?: string;
  '--wm-border-radius-master'?: string;
  '--wm-font-size-master'?: string;
  '--wm-z-index'?: string | number;
}

export interface AppMetadata {
  name: string;
  description?: string;
  url?: string;
  icons?: readonly string[];
}

/** A network given as a full object, to add one that is not built in. */
export type NetworkInput = Omit<Network, 'caipNetworkId' | 'chainNamespace'> & {
  caipNetworkId?: string;
  chainNamespace?: ChainNamespace;
};

/** Options of `createWalletModal` and, for the string ones, attributes of `<wallet-modal>`. */
export interface WalletModalOptions {
  projectId?: string;
  /** CAIP-2 ids of built-in networks (array or comma-separated), or full network objects. */
  networks?: string | readonly (string | NetworkInput)[];
  defaultNetwork?: string;
  themeMode?: ThemeMode;
  /** A BCP 47 tag (`es`, `pt-BR`, `ar`); default the browser's language, English as the fallback. */
  language?: string;
  themeVariables?: ThemeVariables;
  apiUrl?: string;
  explorerUrl?: string;
  relayUrl?: string;
  secureSiteUrl?: string;
  /** Base URL of WalletConnect's verify service (the SDK's `verifyUrl`); default the hosted one. */
  verifyUrl?: string;
  /** Base URL of the analytics service; default the hosted one. */
  analyticsUrl?: string;
  /**
   * An Esplora-shaped HTTP API of the page's Bitcoin network, up to and including its `/api`
   * (`https://mempool.space/testnet/api`): the Bitcoin balance is read from its
   * `GET /address/{address}`, since the data service cannot answer it. Default: mempool.space's
   * API of the active Bitcoin network.
   */
  bitcoinApiUrl?: string;
  metadata?: AppMetadata;
  features?: Partial<Features>;
  featuredWalletIds?: readonly string[];
  includeWalletIds?: readonly string[];
  excludeWalletIds?: readonly string[];
  allowUnsupportedChain?: boolean;
  enableNetworkSwitch?: boolean;
  manualWCControl?: boolean;
  enableEmbedded?: boolean;
  /**
   * The page's terms of service and privacy policy (http or https). With the `legalCheckbox`
   * feature and either of them, Connect asks the visitor to agree before any connect method.
   */
  termsConditionsUrl?: string;
  privacyPolicyUrl?: string;
  /**
   * Watching of pending transactions (spec §9: off by default, polled every 30 s): sent
   * transactions are kept in browser storage and settled after a reload too.
   */
  pendingTransactionsFilter?: { enable?: boolean; pollingInterval?: number };
  /** Sign-in with the connected account (SIWX); see `SiwxOptions`. */
  siwx?: SiwxOptions;
  sdkType?: string;
  sdkVersion?: string;
  /** How long a data-service call may take before it counts as failed (default 10 000 ms). */
  serviceTimeoutMs?: number;
  /**
   * The router contract of the convert service per swap network (CAIP-2 id → address): the only
   * contract a swap may go to and an approval may let spend. Default: 1inch's Aggregation Router
   * v6 on every swap network (the hosted service's), over which these are laid.
   */
  swapRouters?: Readonly<Record<string, string>>;
}

/** The account a sign-in is for. */
export interface SiwxAccount {
  address: string;
  /** CAIP-2 network id. */
  chainId: string;
  namespace: string;
}

/** A signed sign-in message, as the page's backend checks it. */
export interface SiwxSession extends SiwxAccount {
  message: string;
  /** Hex (EVM), base58 (Solana) or base64 BIP-322 (Bitcoin). */
  signature: string;
}

/**
 * Sign-in with the connected account (spec §2 SIWXSignMessage). A session is for one network
 * and address: after a connect, or a move to a network or address with no valid session, the
 * visitor is asked to sign a message: EIP-4361 on EVM, Sign In With Solana, its Bitcoin form
 * (BIP-322). Sessions are checked by the page's own `getNonce` and `verify`, or, without them,
 * by the sign-in service of `explorerUrl` (AppKit's `/auth/v1`), on sign-in and again on restore.
 */
export interface SiwxOptions {
  /**
   * Declining disconnects, or, after a move to a network without a session, goes back to the
   * network the address is signed in on (default false: the connection stays, unsigned).
   */
  required?: boolean;
  /** The sentence of the message (EIP-4361 statement). */
  statement?: string;
  /** How long a session lasts, in ms (default one day). */
  sessionMs?: number;
  /** The page's backend: a fresh nonce for the account. */
  getNonce?: (account: SiwxAccount) => Promise<string>;
  /**
   * The page's backend: whether a signed message is good; true starts the session. Asked again
   * with the stored message and signature when a session is restored: false ends it.
   */
  verify?: (session: SiwxSession) => Promise<boolean>;
}
