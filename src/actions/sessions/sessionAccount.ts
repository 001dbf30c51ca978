import type { ChainNamespace } from '../../config/chainNamespaces';
import type { Network } from '../../config/Network';
import { NotConnectedError } from '../../errors/walletRequestErrors';
import { getAccount } from '../../stores/account';
import { $config } from '../../stores/config';
import { getConnectionState } from '../../stores/connection';
import { parseCaipAddress } from '../../utils/parseCaipAddress';

/** The connected account of a namespace as smart sessions name it: its CAIP-10 id (the service's key), address, chain and network. */
export interface SessionAccount {
  caip10: string;
  address: string;
  chainId: number;
  network: Network;
}

/** The connected account of `namespace`; NotConnectedError when there is none (or its network is not configured). */
export function sessionAccount(namespace: ChainNamespace): SessionAccount {
  const { caipAddress, address } = getAccount(namespace);
  const reference = caipAddress ? parseCaipAddress(caipAddress).reference : undefined;
  const network = $config.get().networks.find((candidate) => candidate.chainNamespace === namespace && String(candidate.id) === reference);
  if (getConnectionState(namespace).status !== 'connected' || !caipAddress || !address || !network) throw new NotConnectedError();
  return { caip10: caipAddress, address, chainId: Number(network.id), network };
}
