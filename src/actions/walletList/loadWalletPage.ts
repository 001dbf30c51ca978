import { fetchWallets } from '../../services/walletList/fetchWallets';
import { $config } from '../../stores/config';
import { walletListContext } from '../../stores/serviceContexts';
import { $certifiedOnly, $walletCatalog, EMPTY_CATALOG } from '../../stores/walletCatalog';
import { requestWalletImage } from '../../stores/walletImages';
import { catalogueQuery } from './catalogueQuery';
import { countFindableWallets } from './countFindableWallets';

/** Spec §9: the wallet list loads 40 per page and fetches the images of the first 20 at once. */
export const WALLETS_PER_PAGE = 40;
export const EAGER_IMAGES_PER_PAGE = 20;

/** The key of the AllWallets pages for the current configuration and filter. */
export function walletCatalogKey(): string {
  return JSON.stringify([catalogueQuery($config.get()).key, $certifiedOnly.get()]);
}

/**
 * Shows the catalogue of the current configuration and filter in AllWallets: the pages
 * already loaded when they still answer it (back from Downloads keeps them), else page 1.
 */
export function openWalletCatalog(): void {
  const key = walletCatalogKey();
  const state = $walletCatalog.get();
  if (state.key === key && state.status !== 'idle' && !(state.status === 'failed' && state.page === 0)) return;
  $walletCatalog.set({ ...EMPTY_CATALOG, key });
  void loadNextWalletPage();
}

/**
 * Loads the next page of the catalogue (endless scroll). Does nothing while a page is on its
 * way or when every page is in. An answer for a query that changed meanwhile is dropped.
 */
export async function loadNextWalletPage(): Promise<void> {
  const key = walletCatalogKey();
  const state = $walletCatalog.get();
  if (state.key !== key) return openWalletCatalog();
  if (state.status === 'loading' || !state.hasMore) return;
  $walletCatalog.set({ ...state, status: 'loading' });
  const query = catalogueQuery($config.get());
  const page = state.page + 1;
  const badge = $certifiedOnly.get() ? 'certified' : undefined;
  try {
    const answer = await fetchWallets(walletListContext(), {
      page,
      entries: WALLETS_PER_PAGE,
      include: query.include,
      exclude: query.exclude,
      chains: query.chains,
      badge,
    });
    const current = $walletCatalog.get();
    if (current.key !== key) return;
    const known = new Set(current.wallets.map((wallet) => wallet.id));
    const fresh = query.forPlatform(answer.data).filter((wallet) => !known.has(wallet.id));
    const wallets = [...current.wallets, ...fresh];
    const served = (page - 1) * WALLETS_PER_PAGE + answer.data.length;
    $walletCatalog.set({
      key,
      wallets,
      page,
      count: current.count,
      hasMore: answer.data.length === WALLETS_PER_PAGE && served < answer.count,
      status: 'loaded',
    });
    for (const wallet of fresh.slice(0, EAGER_IMAGES_PER_PAGE)) requestWalletImage(wallet.image_id);
    if (current.count === undefined) void showCount(key, countFindableWallets(query, badge, answer.count));
  } catch {
    if ($walletCatalog.get().key === key) $walletCatalog.set({ ...$walletCatalog.get(), status: 'failed' });
  }
}

/** The status line's count, the same number Connect's "All Wallets" row shows for this query. */
async function showCount(key: string, counting: Promise<number>): Promise<void> {
  const count = await counting.catch(() => undefined);
  const current = $walletCatalog.get();
  if (count !== undefined && current.key === key) $walletCatalog.set({ ...current, count });
}
