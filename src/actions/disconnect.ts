import type { ChainNamespace } from '../config/chainNamespaces';

/** What to disconnect: a namespace's current connection (default: the active namespace's), or with `all` every connection (of `namespace` when given, else of every namespace). */
export type DisconnectTarget = ChainNamespace | { namespace?: ChainNamespace | undefined; all?: boolean | undefined };

let chunk: typeof import('./connection/disconnectConnections') | undefined;
const loadChunk = () => import('./connection/disconnectConnections').then((loaded) => (chunk = loaded));

/** Loads what disconnecting runs, once there is something to disconnect (a first visit has nothing). */
export const preloadDisconnect = (): void => void loadChunk().catch(() => undefined);

/**
 * Disconnects a namespace's current connection (default: the active namespace's); another of
 * its connections then becomes current (spec §4). `{ all: true }` ends every connection of
 * every namespace, `{ namespace, all: true }` every one of that namespace. Its code comes in its
 * own chunk, loaded once a connection exists: from then on the stores read disconnected as
 * soon as this is called (see disconnectConnections).
 */
export async function disconnect(target?: DisconnectTarget): Promise<void> {
  await (chunk ?? (await loadChunk())).disconnectConnections(target);
}
