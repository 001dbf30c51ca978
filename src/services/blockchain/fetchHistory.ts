import { MalformedResponseError } from '../../errors/httpErrors';
import { fetchJson } from '../http/fetchJson';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { isSupportedChain } from './fetchSupportedChains';
import type { WireTransaction } from './wireTypes';

export interface HistoryPage {
  data: WireTransaction[];
  next: string | null;
}

function isWireTransaction(value: unknown): value is WireTransaction {
  const tx = value as WireTransaction;
  return !!tx && typeof tx.id === 'string' && typeof tx.metadata?.minedAt === 'string' && typeof tx.metadata?.chain === 'string';
}

/**
 * GET /v1/account/{address}/history: one page of transactions, newest first, with the
 * cursor of the next page. An unsupported network gives an empty page without a call.
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
  const body = await fetchJson<{ data?: unknown; next?: unknown }>(url, { timeoutMs: context.timeoutMs });
  if (!Array.isArray(body?.data)) throw new MalformedResponseError(url);
  return { data: body.data.filter(isWireTransaction), next: typeof body.next === 'string' && body.next ? body.next : null };
}
