import type { ChainNamespace } from '../../config/chainNamespaces';
import { getAccount, patchAccount } from '../../stores/account';
import { getConnectionState } from '../../stores/connection';
import type { ConnectionRecord } from '../../stores/connectionState';
import { emitHostEvent } from '../../stores/hostEvents';
import { $activeNamespace } from '../../stores/network';
import { checkUnsupportedChain } from '../checkUnsupportedChain';
import { setActiveNetwork } from '../setActiveNetwork';

/** The CAIP-2 reference as the host reads it: a number where it is one (EVM chain ids), else the text. */
export function chainIdOf(caipNetworkId: string): number | string {
  const reference = caipNetworkId.slice(caipNetworkId.indexOf(':') + 1);
  return /^\d{1,15}$/.test(reference) ? Number(reference) : reference;
}

/**
 * Puts a connection's address and connector in its namespace's account (the previous wallet's
 * balance and name go). Called before the connection becomes current too, so that no reader
 * of `$account` sees a connected status without the address.
 */
export function showAccountOf(namespace: ChainNamespace, record: ConnectionRecord): void {
  const address = record.accounts[0];
  if (address === undefined) return;
  const { id, name, type } = record.connector;
  const before = getAccount(namespace);
  const sameWallet = before.address === address && before.connector?.id === id;
  patchAccount(namespace, {
    address,
    caipAddress: `${namespace}:${record.chainId}:${address}`,
    connector: { id, name, type },
    ...(sameWallet ? {} : { balance: undefined, balanceSymbol: undefined, balanceUnavailable: undefined, profileName: undefined, profileImage: undefined }),
  });
}

/**
 * Shows a namespace's current connection wherever the host and the visitor read one: the
 * account (showAccountOf), the active network when the namespace is the active one (or
 * `activate`), and the `connect` event with its detail. Every reader of the account
 * (`$account`, the providers, the hooks, the wagmi connector) follows from there at once.
 * Nothing when no connection is current.
 */
export function showCurrentConnection(namespace: ChainNamespace, { activate = namespace === $activeNamespace.get() }: { activate?: boolean } = {}): void {
  const { connections, currentConnectorUid } = getConnectionState(namespace);
  const current = connections.find((record) => record.connector.uid === currentConnectorUid);
  const address = current?.accounts[0];
  if (!current || address === undefined) return;
  const caipNetworkId = `${namespace}:${current.chainId}`;
  const { id, name, type } = current.connector;
  if (activate) setActiveNetwork(caipNetworkId);
  showAccountOf(namespace, current);
  emitHostEvent('connect', { address, caipAddress: `${caipNetworkId}:${address}`, chainId: current.chainId, namespace, connector: { id, name, type } });
  if (activate) void checkUnsupportedChain().catch(() => undefined);
}
