import { MalformedResponseError } from '../../errors/httpErrors';
import { fetchJson } from '../http/fetchJson';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import type { WalletListEntry, WalletListPage } from './WalletListEntry';

export interface FetchWalletsParameters {
  page: number;
  entries: number;
  include?: readonly string[];
  exclude?: readonly string[];
  /** CAIP-2 ids of every requested network. */
  chains?: readonly string[];
  search?: string;
  badge?: 'none' | 'certified';
}

const list = (values: readonly string[] | undefined) => (values?.length ? values.join(',') : undefined);

function isEntry(value: unknown): value is WalletListEntry {
  const entry = value as WalletListEntry;
  return !!entry && typeof entry.id === 'string' && typeof entry.name === 'string';
}

/** GET /getWallets: one page of the wallet catalogue. Entries without an id and a name are dropped. */
export async function fetchWallets(context: ServiceContext, parameters: FetchWalletsParameters): Promise<WalletListPage> {
  const url = serviceUrl(context.baseUrl, '/getWallets', context.identity, {
    page: parameters.page,
    entries: parameters.entries,
    include: list(parameters.include),
    exclude: list(parameters.exclude),
    chains: list(parameters.chains),
    search: parameters.search || undefined,
    badge_type: parameters.badge,
  });
  const body = await fetchJson<{ count?: unknown; data?: unknown }>(url, { timeoutMs: context.timeoutMs });
  if (!body || !Array.isArray(body.data)) throw new MalformedResponseError(url);
  const data = body.data.filter(isEntry);
  return { count: typeof body.count === 'number' ? body.count : data.length, data };
}
