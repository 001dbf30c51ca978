import { fetchParsed } from '../http/fetchParsed';
import type { ServiceContext } from '../http/ServiceContext';
import { serviceUrl } from '../http/serviceUrl';
import { parseWalletPage, type WalletListPage } from './WalletListEntry';

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

/**
 * GET /getWallets: one page of the wallet catalogue, at most `entries` wallets. An answer of
 * the wrong shape fails like a failed call; a malformed wallet is dropped and the rest kept
 * (WalletListEntry.ts).
 */
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
  return fetchParsed(url, { timeoutMs: context.timeoutMs }, async () => (body) => parseWalletPage(body, parameters.entries));
}
