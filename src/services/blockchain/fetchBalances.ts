import { fetchParsed } from '../http/fetchParsed';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { isSupportedChain } from './fetchSupportedChains';
import { loadWireTypes } from './loadWireTypes';
import type { WireBalance } from './wireTypes';

/**
 * GET /v1/account/{address}/balance: token balances on one network, in USD. A network the
 * service does not list (supported-chains) is not asked: undefined, which says the balances
 * are unknown, where an empty list would read as holding nothing. An answer of the wrong
 * shape fails like a failed call; malformed entries are dropped (wireTypes.ts).
 */
export async function fetchBalances(context: ServiceContext, address: string, caipNetworkId: string): Promise<WireBalance[] | undefined> {
  if (!(await isSupportedChain(context, caipNetworkId))) return undefined;
  const url = serviceUrl(context.baseUrl, `/v1/account/${encodeURIComponent(address)}/balance`, context.identity, {
    currency: 'usd',
    chainId: caipNetworkId,
  });
  return fetchParsed(url, { timeoutMs: context.timeoutMs }, () => loadWireTypes().then((wire) => wire.parseBalances));
}
