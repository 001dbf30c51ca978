import type { ChainNamespace } from '../config/chainNamespaces';
import type { Network } from '../config/Network';
import type { $accounts } from '../stores/account';
import type { $connections } from '../stores/connection';

/** The stores' values a provider's state is made of, as they are at one moment. */
export interface HostSnapshot {
  accounts: ReturnType<typeof $accounts.get>;
  connections: ReturnType<typeof $connections.get>;
  activeNetwork: Network;
  networks: readonly Network[];
}

/**
 * What getProvider hands a namespace's createProvider: the modal's state, read and followed.
 * A connector's first-load part imports no store: the registry it is in is read by the
 * configuration and storage beneath the stores, so a store import there would be a cycle.
 * The provider's lazy request chunk may import anything.
 */
export interface ProviderHost {
  /** The stores' values now (each store's value is replaced, never changed in place, so they stay as read). */
  snapshot(): HostSnapshot;
  /** A namespace's address while it is connected, else undefined. */
  connectedAddress(namespace: ChainNamespace): string | undefined;
  /** Calls `listener(now, before)` whenever a namespace's connected address changes (undefined: disconnected). */
  watchConnectedAddress(namespace: ChainNamespace, listener: (now: string | undefined, before: string | undefined) => void): void;
}
