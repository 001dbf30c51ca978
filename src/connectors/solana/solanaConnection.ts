import { Connection } from '@solana/web3.js';
import type { Network } from '../../config/Network';
import { NetworkNotFoundError } from '../../errors/modalErrors';

const MAX_CONNECTIONS = 8;
const connections = new Map<string, Connection>();

/**
 * One web3.js Connection per RPC URL (the data service's gateway by default), at 'confirmed'
 * commitment. It holds no socket until a subscription, which nothing here makes; the few kept
 * are the configured networks' (a changed project id makes a new URL: the oldest is dropped).
 */
export function solanaConnection(network: Network): Connection {
  const rpcUrl = network.rpcUrls.default.http[0];
  if (!rpcUrl) throw new NetworkNotFoundError(network.caipNetworkId);
  let connection = connections.get(rpcUrl);
  if (!connection) {
    connection = new Connection(rpcUrl, { commitment: 'confirmed' });
    connections.set(rpcUrl, connection);
    if (connections.size > MAX_CONNECTIONS) connections.delete(connections.keys().next().value as string);
  }
  return connection;
}
