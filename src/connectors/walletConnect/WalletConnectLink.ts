import type { ChainNamespace } from '../../config/chainNamespaces';

/** What happened in the WalletConnect session, as one namespace's adapter sees it. */
export type WalletConnectEvent =
  /** A wallet event (accountsChanged, chainChanged, …) sent for a network of the namespace. */
  | { type: 'event'; name: string; data: unknown; caipNetworkId: string }
  /** The wallet changed what the session approves (accounts, networks). */
  | { type: 'updated' }
  /** The session ended: the wallet disconnected it, or it expired. */
  | { type: 'ended' };

/**
 * The page's live WalletConnect session as the namespace adapters use it: one session
 * carries every namespace; each adapter reads and asks for its own.
 */
export interface WalletConnectLink {
  /** The CAIP-10 accounts the wallet approved in a namespace (`eip155:1:0xab…`). */
  accounts(namespace: ChainNamespace): string[];
  /** The CAIP-2 networks the wallet approved in a namespace. */
  networks(namespace: ChainNamespace): string[];
  /** The methods the wallet approved in a namespace. */
  methods(namespace: ChainNamespace): string[];
  /** A request to the wallet, for one network (CAIP-2). */
  request(args: { method: string; params?: unknown }, caipNetworkId: string): Promise<unknown>;
  /** Follows the session for one namespace; returns the unsubscribe. */
  onEvent(namespace: ChainNamespace, listener: (event: WalletConnectEvent) => void): () => void;
}
