import type { ReadableAtom } from 'nanostores';
import type { ChainNamespace } from '../config/chainNamespaces';
import type { Network } from '../config/Network';
import type { FEATURE_RULES, FeatureId } from '../features/featureRules';
import type { ProviderHost } from '../provider/ProviderHost';
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

/**
 * The wallet features that exist only on some namespaces (spec §9): every feature rule but those
 * marked `everyNamespace` (receiving, the wallet list). A namespace offers one only when its
 * connector lists it, so a feature added to the rules is offered nowhere until a connector says so.
 */
export type NamespaceFeature = { [Id in FeatureId]: (typeof FEATURE_RULES)[Id] extends { everyNamespace: true } ? never : Id }[FeatureId];

/** Spec §6: a method that asks the visitor to approve something is unsafe; reads and raw sends are safe. */
export type RpcSafety = 'safe' | 'unsafe';

/**
 * A chain namespace as registered (namespaceConnectors, or registerNamespace at run time):
 * everything the rest of the modal knows of it. The part on the page from the start is small
 * (discovery, networks, tables, the provider's shell); `load` brings the namespace's adapter
 * (its chain libraries) on first need, and the provider's requests load in a chunk of their own.
 *
 * `Provider` is the type of the host's provider (getProvider); ProvidersByNamespace
 * (provider/getProvider) maps each namespace to it.
 */
export interface NamespaceConnector<Provider extends object = object> {
  readonly namespace: ChainNamespace;
  /**
   * Starts listening for browser wallets (or looks again); safe to call again. May return a
   * promise that resolves, never rejecting, once the discovery runs (its code may load first).
   */
  discover(): void | Promise<void>;
  /** The browser wallets found so far, in order of discovery. */
  readonly $wallets: ReadableAtom<readonly BrowserWallet[]>;
  /** What a WalletConnect session needs to carry for this namespace. */
  readonly walletConnect: WalletConnectNeeds;
  /** Whether the embedded (email and social) wallet holds an account in this namespace. */
  readonly embedded: boolean;
  /** A new adapter of the namespace (its chunk loads on the first call): each holds one connection, so several wallets can be connected at once. */
  load(): Promise<NamespaceAdapter>;
  /** The networks of this namespace a host can name by CAIP-2 id (BUILT_IN_NETWORKS is theirs together). */
  readonly networks: readonly BuiltInNetwork[];
  /** The account types (spec §3 preferred account types) an account of this namespace can have; stored ones outside it are dropped. */
  readonly accountTypes: readonly string[];
  /** The namespace-bound wallet features this namespace supports (featureRules decides the rest). */
  readonly features: readonly NamespaceFeature[];
  /**
   * Every RPC method the namespace's provider, adapter and WalletConnect session send to a
   * wallet, by safety class (spec §6). A method not here is unsafe (isSafeRpcMethod fails closed):
   * it shows the waiting view and is aborted when the wallet goes away. Loaded with the first
   * request (isSafeRpcMethod), not in the page's first load: a table of a few hundred methods is
   * no part of the button.
   */
  loadRpcMethods(): Promise<Readonly<Record<string, RpcSafety>>>;
  /**
   * Makes the page's provider for this namespace (getProvider calls it once, with the modal's
   * state through `host`): small, its requests in a lazy chunk. Like all of the connector's
   * first-load part, it imports no store (see ProviderHost).
   */
  createProvider(host: ProviderHost): Provider;
}
