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
  themeVariables?: ThemeVariables;
  apiUrl?: string;
  explorerUrl?: string;
  relayUrl?: string;
  secureSiteUrl?: string;
  /** Base URL of WalletConnect's verify service (the SDK's `verifyUrl`); default the hosted one. */
  verifyUrl?: string;
  /** Base URL of the analytics service; default the hosted one. */
  analyticsUrl?: string;
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
   * Watching of pending transactions (spec §9: off by default, polled every 30 s): sent
   * transactions are kept in browser storage and settled after a reload too.
   */
  pendingTransactionsFilter?: { enable?: boolean; pollingInterval?: number };
  sdkType?: string;
  sdkVersion?: string;
  /** How long a data-service call may take before it counts as failed (default 10 000 ms). */
  serviceTimeoutMs?: number;
}
