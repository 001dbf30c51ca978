import type { ReadableAtom } from 'nanostores';
import type { ChainNamespace } from '../config/chainNamespaces';
import type { Network } from '../config/Network';
import type { BrowserWallet } from './BrowserWallet';
import type { NamespaceAdapter } from './NamespaceAdapter';

/** What a namespace asks of a WalletConnect session: the methods and events it uses. */
export interface WalletConnectNeeds {
  methods: readonly string[];
  events: readonly string[];
}

/** A network a host can name by its CAIP-2 id alone; its RPC URL is filled in at configuration time. */
export type BuiltInNetwork = Omit<Network, 'rpcUrls'> & {
  /** The block (or slot) time in ms where it is fixed: how often a sent transaction is polled (spec §9). */
  blockTimeMs?: number;
};

/** The wallet features that exist only on some namespaces (spec §9); receiving and the wallet list exist on every one. */
export type NamespaceFeature = 'send' | 'swaps' | 'onramp' | 'activity' | 'identity' | 'names' | 'email' | 'socials' | 'tokenBalances' | 'siwx';

/** Spec §6: a method that asks the visitor to approve something is unsafe; reads and raw sends are safe. */
export type RpcSafety = 'safe' | 'unsafe';

/**
 * A chain namespace as registered (namespaceConnectors): the small part that is on the
 * page from the start, finding the visitor's browser wallets as they announce themselves,
 * and `load`, which brings the namespace's adapter (its chain libraries) on first need.
 */
export interface NamespaceConnector {
  readonly namespace: ChainNamespace;
  /** Starts listening for browser wallets; idempotent. */
  discover(): void;
  /** The browser wallets found so far, in order of discovery. */
  readonly $wallets: ReadableAtom<readonly BrowserWallet[]>;
  /** What a WalletConnect session needs to carry for this namespace. */
  readonly walletConnect: WalletConnectNeeds;
  /** Whether the embedded (email and social) wallet holds an account in this namespace. */
  readonly embedded: boolean;
  /** The namespace's adapter, loaded once; the same object for the page's life. */
  load(): Promise<NamespaceAdapter>;
  /** The networks of this namespace a host can name by CAIP-2 id. */
  readonly networks?: readonly BuiltInNetwork[];
  /** The account types (spec §3 preferred account types) an account of this namespace can have. */
  readonly accountTypes?: readonly string[];
  /** The namespace-bound wallet features this namespace supports. */
  readonly features?: readonly NamespaceFeature[];
  /** Every RPC method the namespace's provider and WalletConnect session use, by safety class; a method not here is unsafe. */
  readonly rpcMethods?: Readonly<Record<string, RpcSafety>>;
  /** Makes the page's provider for this namespace (getProvider calls it once): small, its requests in a lazy chunk. */
  createProvider?(): object;
}
