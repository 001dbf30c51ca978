import type { Network } from '../../config/Network';
import { BalanceSourceMissingError } from '../../errors/balanceErrors';
import { MalformedResponseError } from '../../errors/httpErrors';
import { fetchBalances } from '../../services/blockchain/fetchBalances';
import type { ServiceContext } from '../../services/http/ServiceContext';
import { parseUnits } from '../../utils/parseUnits';

/**
 * The native balance (uatom on the Cosmos Hub) of `address` on `network`, in the smallest unit,
 * from the data service's balance call for the network's CAIP-2 id: its native entry (no token
 * address) in the network's coin. Rejects when no data service is configured or it does not
 * list the network, and when the answer has no native entry of that coin.
 */
export async function fetchCosmosBalance(address: string, network: Network, dataService: ServiceContext | undefined): Promise<bigint> {
  const balances = dataService && (await fetchBalances(dataService, address, network.caipNetworkId));
  if (!balances) throw new BalanceSourceMissingError(network.caipNetworkId);
  const native = balances.find((balance) => !balance.address && balance.chainId === network.caipNetworkId && balance.symbol === network.nativeCurrency.symbol);
  if (!native || Number(native.quantity.decimals) !== network.nativeCurrency.decimals) throw new MalformedResponseError(`${network.caipNetworkId} balance of ${address}`);
  return parseUnits(native.quantity.numeric, network.nativeCurrency.decimals);
}
