import { fetchParsed } from '../http/fetchParsed';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { isSupportedChain } from './fetchSupportedChains';
import { loadWireTypes } from './loadWireTypes';
import type { WireBalance } from './wireTypes';

/**
 * GET /v1/account/{address}/balance: token balances on one network, in USD. An unsupported
 * network gives [] without a call. An answer of the wrong shape fails like a failed call;
 * malformed entries are dropped (wireTypes.ts).
 */
export async function fetchBalances(
  context: ServiceContext,
  address: string,
  caipNetworkId: string,
  { forceUpdate }: { forceUpdate?: string } = {},
): Promise<WireBalance[]> {
  if (!(await isSupportedChain(context, caipNetworkId))) return [];
  const url = serviceUrl(context.baseUrl, `/v1/account/${encodeURIComponent(address)}/balance`, context.identity, {
    currency: 'usd',
    chainId: caipNetworkId,
    forceUpdate,
  });
  return fetchParsed(url, { timeoutMs: context.timeoutMs }, () => loadWireTypes().then((wire) => wire.parseBalances));
}
