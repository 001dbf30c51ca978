import { CatalogueTooLongError } from '../../errors/httpErrors';
import { fetchWallets } from '../../services/walletList/fetchWallets';
import { walletListContext } from '../../stores/serviceContexts';
import type { CatalogueQuery } from './catalogueQuery';

/** A counting pass asks for this many wallets a request (what a search asks for). */
const COUNT_ENTRIES = 100;
/** A catalogue longer than this many requests is not counted: no number beats a wrong one. */
const MAX_COUNT_REQUESTS = 20;

/** Passes by query and filter, run once each; a failed one is forgotten, so the next call tries again. */
const passes = new Map<string, Promise<number>>();

async function countPass(query: CatalogueQuery, badge: 'certified' | undefined): Promise<number> {
  const ask = (page: number) =>
    fetchWallets(walletListContext(), { page, entries: COUNT_ENTRIES, include: query.include, exclude: query.exclude, chains: query.chains, badge });
  const first = await ask(1);
  const requests = Math.ceil(first.count / COUNT_ENTRIES);
  if (requests > MAX_COUNT_REQUESTS) throw new CatalogueTooLongError(first.count);
  const rest = await Promise.all(Array.from({ length: Math.max(0, requests - 1) }, (_, index) => ask(index + 2)));
  return [first, ...rest].reduce((kept, page) => kept + query.forPlatform(page.data).length, 0);
}

/**
 * How many wallets of a catalogue query AllWallets lets the visitor find: what Connect's
 * "All Wallets" row and AllWallets' status line both show. The service counts what matches the
 * query; on a phone the platform filter (spec §5) leaves some of those out, which only a pass
 * over the whole catalogue tells, so there the count comes from one such pass per query.
 *
 * @example countFindableWallets(catalogueQuery(config), undefined, page.count) // 403 on a desktop
 */
export function countFindableWallets(query: CatalogueQuery, badge: 'certified' | undefined, serviceCount: number): Promise<number> {
  if (!query.platformFiltered) return Promise.resolve(serviceCount);
  const key = JSON.stringify([query.key, badge ?? 'none']);
  const running = passes.get(key);
  if (running) return running;
  const pass = countPass(query, badge);
  passes.set(key, pass);
  pass.catch(() => passes.delete(key));
  return pass;
}
