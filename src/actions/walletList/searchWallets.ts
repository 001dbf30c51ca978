import { fetchWallets } from '../../services/walletList/fetchWallets';
import { $config } from '../../stores/config';
import { walletListContext } from '../../stores/serviceContexts';
import { $certifiedOnly } from '../../stores/walletCatalog';
import { $walletSearch, EMPTY_SEARCH } from '../../stores/walletCatalogSearch';
import { requestWalletImage } from '../../stores/walletImages';
import { catalogueQuery } from './catalogueQuery';
import { EAGER_IMAGES_PER_PAGE } from './loadWalletPage';

/** Spec §9: a search asks for 100 entries and shows them no sooner than 300 ms after it starts. */
export const SEARCH_ENTRIES = 100;
export const SEARCH_MIN_WAIT_MS = 300;
/** Typing pauses this long before a search starts (the spec gives no figure). */
export const SEARCH_DEBOUNCE_MS = 150;

let timer: ReturnType<typeof setTimeout> | undefined;
/** The latest search; an older one finishing late is dropped. */
let ticket = 0;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function runSearch(search: string, mine: number): Promise<void> {
  const query = catalogueQuery($config.get());
  // The minimum wait runs alongside the request, so a fast answer does not flash past.
  const [answer] = await Promise.allSettled([
    fetchWallets(walletListContext(), {
      page: 1,
      entries: SEARCH_ENTRIES,
      search,
      include: query.include,
      exclude: query.exclude,
      chains: query.chains,
      badge: $certifiedOnly.get() ? 'certified' : undefined,
    }),
    wait(SEARCH_MIN_WAIT_MS),
  ]);
  if (mine !== ticket) return;
  const state = $walletSearch.get();
  if (answer.status === 'rejected') {
    $walletSearch.set({ ...state, status: 'failed', results: [], resultsFor: search });
    return;
  }
  const results = query.forPlatform(answer.value.data);
  $walletSearch.set({ ...state, status: 'done', results, resultsFor: search });
  for (const wallet of results.slice(0, EAGER_IMAGES_PER_PAGE)) requestWalletImage(wallet.image_id);
}

/**
 * The visitor typed in the search field of AllWallets: keeps the text, and once typing
 * pauses searches the catalogue (same configuration and certified filter as the list). An
 * empty query goes back to the list without a request.
 */
export function setWalletSearch(query: string): void {
  clearTimeout(timer);
  ticket += 1;
  const search = query.trim();
  if (!search) {
    $walletSearch.set({ ...EMPTY_SEARCH, query });
    return;
  }
  $walletSearch.set({ ...$walletSearch.get(), query, status: 'searching' });
  const mine = ticket;
  timer = setTimeout(() => void runSearch(search, mine), SEARCH_DEBOUNCE_MS);
}

/** Runs the current search again at once (after the filter changed, or to retry). */
export function refreshWalletSearch(): void {
  const { query } = $walletSearch.get();
  if (!query.trim()) return;
  clearTimeout(timer);
  ticket += 1;
  $walletSearch.set({ ...$walletSearch.get(), status: 'searching' });
  void runSearch(query.trim(), ticket);
}

/** Empties the search field and shows the whole list again. */
export function clearWalletSearch(): void {
  setWalletSearch('');
}
