import type { ChainNamespace } from '../config/chainNamespaces';

/** What to disconnect: a namespace's current connection (default: the active namespace's), or with `all` every connection (of `namespace` when given, else of every namespace). */
export type DisconnectTarget = ChainNamespace | { namespace?: ChainNamespace | undefined; all?: boolean | undefined };

/**
 * Disconnects a namespace's current connection (default: the active namespace's); another of
 * its connections then becomes current (spec §4). `{ all: true }` ends every connection of
 * every namespace, `{ namespace, all: true }` every one of that namespace. Its code loads on
 * first use (a first visit has nothing to disconnect): see disconnectConnections.
 */
export async function disconnect(target?: DisconnectTarget): Promise<void> {
  const { disconnectConnections } = await import('./connection/disconnectConnections');
  await disconnectConnections(target);
}
