import type { Network } from '../../config/Network';
import { BalanceSourceMissingError } from '../../errors/balanceErrors';
import { MalformedResponseError } from '../../errors/httpErrors';
import { fetchBalances } from '../../services/blockchain/fetchBalances';
import type { ServiceContext } from '../../services/http/ServiceContext';
import { parseUnits } from '../../utils/parseUnits';

/**
 * The native coin `address` holds on `network`, in its smallest unit (plancks), from the data
 * service's balance call for the polkadot CAIP-2 id (the call and answer of every namespace).
 * Rejects when the page has no data service or it does not list the network, when the call
 * fails, or when its native entry is not in the network's decimals. No native entry is nothing
 * held (the service leaves out what is empty).
 */
export async function fetchPolkadotBalance(address: string, network: Network, service: ServiceContext | undefined): Promise<bigint> {
  const balances = service && (await fetchBalances(service, address, network.caipNetworkId));
  if (!balances) throw new BalanceSourceMissingError(network.caipNetworkId);
  const native = balances.find((balance) => balance.chainId === network.caipNetworkId && !balance.address);
  if (!native) return 0n;
  if (Number(native.quantity.decimals) !== network.nativeCurrency.decimals) throw new MalformedResponseError(`balance of ${network.caipNetworkId}`);
  return parseUnits(native.quantity.numeric, network.nativeCurrency.decimals);
}
