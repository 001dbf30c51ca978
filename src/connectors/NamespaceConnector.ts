import type { ReadableAtom } from 'nanostores';
import type { ChainNamespace } from '../config/chainNamespaces';
import type { BrowserWallet } from './BrowserWallet';
import type { NamespaceAdapter } from './NamespaceAdapter';

/** What a namespace asks of a WalletConnect session: the methods and events it uses. */
export interface WalletConnectNeeds {
  methods: readonly string[];
  events: readonly string[];
}

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
}
