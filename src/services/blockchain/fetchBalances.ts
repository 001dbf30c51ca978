import { MalformedResponseError } from '../../errors/httpErrors';
import { fetchJson } from '../http/fetchJson';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { isSupportedChain } from './fetchSupportedChains';
import type { WireBalance } from './wireTypes';

function isWireBalance(value: unknown): value is WireBalance {
  const b = value as WireBalance;
  return (
    !!b &&
    typeof b.symbol === 'string' &&
    typeof b.name === 'string' &&
    typeof b.quantity?.decimals === 'string' &&
    typeof b.quantity?.numeric === 'string'
  );
}

/**
 * GET /v1/account/{address}/balance: token balances on one network, in USD. An unsupported
 * network gives [] without a call; malformed entries are dropped.
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
  const body = await fetchJson<{ balances?: unknown }>(url, { timeoutMs: context.timeoutMs });
  if (!Array.isArray(body?.balances)) throw new MalformedResponseError(url);
  return body.balances.filter(isWireBalance);
}
