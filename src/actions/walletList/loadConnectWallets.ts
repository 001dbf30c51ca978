import { FEATURED_WALLETS_MAX } from '../../config/defaults';
import type { ServiceContext } from '../../services/http/ServiceContext';
import { fetchWallets } from '../../services/walletList/fetchWallets';
import type { WalletListEntry } from '../../services/walletList/WalletListEntry';
import { $config } from '../../stores/config';
import { $connectors } from '../../stores/connectors';
import { walletListContext } from '../../stores/serviceContexts';
import { $connectWallets } from '../../stores/walletCatalogConnect';
import { requestWalletImage } from '../../stores/walletImages';
import { catalogueQuery, type CatalogueQuery } from './catalogueQuery';
import { countFindableWallets } from './countFindableWallets';

/** Spec §9: recommended wallets are page 1 of 4 entries. */
export const RECOMMENDED_ENTRIES = 4;
/** Extra requests when installed wallets took places among the recommended ones. */
const MAX_REFILLS = 2;

/** The key of the Connect lists for the current configuration (featured ids included). */
export function connectWalletsKey(): string {
  const config = $config.get();
  return JSON.stringify([catalogueQuery(config).key, config.featuredWalletIds.slice(0, FEATURED_WALLETS_MAX)]);
}

async function loadFeatured(context: ServiceContext, query: CatalogueQuery, ids: readonly string[]): Promise<WalletListEntry[]> {
  // Featured ids obey includeWalletIds and excludeWalletIds like every other list.
  const wanted = ids.filter((id) => !query.exclude.includes(id) && (query.include.length === 0 || query.include.includes(id)));
  if (wanted.length === 0) return [];
  const page = await fetchWallets(context, { page: 1, entries: wanted.length, include: wanted, chains: query.chains });
  // The service answers in its own ranking; the host's order wins (data-services.md).
  return [...page.data].sort((a, b) => wanted.indexOf(a.id) - wanted.indexOf(b.id));
}

async function loadRecommended(context: ServiceContext, query: CatalogueQuery, featuredIds: readonly string[]) {
  const installed = new Set($connectors.get().map((connector) => connector.info.rdns));
  let exclude = [...new Set([...query.exclude, ...featuredIds])];
  let installedExcluded = 0;
  for (let refill = 0; ; refill += 1) {
    const page = await fetchWallets(context, { page: 1, entries: RECOMMENDED_ENTRIES, include: query.include, exclude, chains: query.chains });
    // The service knows wallets by id, the page knows them by rdns: an installed wallet among the
    // answer is excluded by its id, now known, and the page asked again so four remain.
    const taken = page.data.filter((wallet) => !!wallet.rdns && installed.has(wallet.rdns));
    if (taken.length === 0 || refill === MAX_REFILLS) return { data: page.data, count: page.count + installedExcluded };
    exclude = [...exclude, ...taken.map((wallet) => wallet.id)];
    installedExcluded += taken.length;
  }
}

/**
 * Loads the featured and recommended wallets of Connect in the background (never awaited by
 * opening the modal), once per configuration; a failed load is tried again the next time
 * Connect shows. Their first images are requested at once.
 */
export async function loadConnectWallets(): Promise<void> {
  const config = $config.get();
  const query = catalogueQuery(config);
  const featuredIds = config.featuredWalletIds.slice(0, FEATURED_WALLETS_MAX);
  const key = connectWalletsKey();
  const current = $connectWallets.get();
  if (current.key === key && current.status !== 'failed' && current.status !== 'idle') return;
  $connectWallets.set({ key, status: 'loading', featured: [], recommended: [], count: undefined });
  const context = walletListContext();
  const [featured, recommended] = await Promise.allSettled([
    loadFeatured(context, query, featuredIds),
    loadRecommended(context, query, featuredIds),
  ]);
  if ($connectWallets.get().key !== key) return; // the configuration changed meanwhile
  const featuredData = featured.status === 'fulfilled' ? featured.value : [];
  const next = {
    key,
    status: featured.status === 'rejected' || recommended.status === 'rejected' ? ('failed' as const) : ('loaded' as const),
    featured: query.forPlatform(featuredData),
    recommended: recommended.status === 'fulfilled' ? query.forPlatform(recommended.value.data) : [],
    count: undefined,
  };
  $connectWallets.set(next);
  for (const wallet of [...next.featured, ...next.recommended]) requestWalletImage(wallet.image_id);
  if (recommended.status === 'rejected') return;
  // Featured wallets were excluded from the count-bearing request: add those that exist. The
  // row shows what AllWallets (no filter) lets the visitor find, the number AllWallets shows.
  const serviceCount = recommended.value.count + featuredData.length;
  const count = await countFindableWallets(query, undefined, serviceCount).catch(() => undefined);
  const shown = $connectWallets.get();
  if (count !== undefined && shown.key === key) $connectWallets.set({ ...shown, count });
}
