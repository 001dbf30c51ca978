import { fetchParsed } from '../http/fetchParsed';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { isSupportedChain } from './fetchSupportedChains';
import { parseHistoryPage, type HistoryPage } from './wireTypes';

export type { HistoryPage } from './wireTypes';

/**
 * GET /v1/account/{address}/history: one page of transactions, newest first, with the
 * cursor of the next page. An unsupported network gives an empty page without a call. An
 * answer of the wrong shape fails like a failed call; transactions without an id, a chain,
 * a status or a readable time are dropped, bad transfers too (wireTypes.ts).
 */
export async function fetchHistory(
  context: ServiceContext,
  address: string,
  { cursor, chainId, onramp }: { cursor?: string | undefined; chainId: string; onramp?: string },
): Promise<HistoryPage> {
  if (!(await isSupportedChain(context, chainId))) return { data: [], next: null };
  const url = serviceUrl(context.baseUrl, `/v1/account/${encodeURIComponent(address)}/history`, context.identity, {
    cursor,
    chainId,
    onramp,
  });
  return fetchParsed(url, { timeoutMs: context.timeoutMs }, async () => parseHistoryPage);
}
