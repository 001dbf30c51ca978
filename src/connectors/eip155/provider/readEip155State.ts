import { emptyAccount } from '../../../stores/account';
import { initialConnectionState } from '../../../stores/connectionState';
import type { HostSnapshot } from '../../../provider/ProviderHost';
import { readHostSnapshot } from '../../../provider/readHostSnapshot';

/** What the eip155 provider reports: the exposed accounts and the chain, as EIP-1193 has them. */
export interface Eip155State {
  /** `[address]` while a wallet is connected, else `[]`. */
  accounts: string[];
  /** The connected wallet's chain, else the active (or first configured) eip155 network; undefined with none. */
  chainId: `0x${string}` | undefined;
}

const toHex = (id: number | string | undefined): `0x${string}` | undefined => {
  const numeric = Number(id);
  return Number.isSafeInteger(numeric) && numeric > 0 ? `0x${numeric.toString(16)}` : undefined;
};

/**
 * The eip155 provider's state from the stores' values. A wallet counts as connected while it
 * is the current connection, including while the visitor is connecting another one (so a
 * wallet change that is abandoned does not look like a disconnect).
 */
export function eip155StateOf({ accounts, connections, activeNetwork, networks }: HostSnapshot): Eip155State {
  const connection = connections.eip155 ?? initialConnectionState;
  const account = accounts.eip155 ?? emptyAccount;
  const current = connection.connections.some((record) => record.connector.uid === connection.currentConnectorUid);
  if (current && account.address) {
    // caipAddress is eip155:{chainId}:{address}, kept in step with the wallet's chain.
    return { accounts: [account.address], chainId: toHex(account.caipAddress?.split(':')[1]) };
  }
  const network = activeNetwork.chainNamespace === 'eip155' ? activeNetwork : networks.find((candidate) => candidate.chainNamespace === 'eip155');
  return { accounts: [], chainId: toHex(network?.id) };
}

/** The eip155 provider's state now. */
export function readEip155State(): Eip155State {
  return eip155StateOf(readHostSnapshot());
}
