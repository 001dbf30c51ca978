import { useEffect } from 'react';
import { loadNextWalletPage, openWalletCatalog } from '../actions/walletList/loadWalletPage';
import { clearWalletSearch, refreshWalletSearch } from '../actions/walletList/searchWallets';
import { setCertifiedOnly } from '../actions/walletList/setCertifiedOnly';
import { Icon } from '../components/Icon';
import { useStore } from '../hooks/useStore';
import { walletsTexts } from '../i18n/walletsTexts';
import { $config } from '../stores/config';
import { $history } from '../stores/router';
import { $certifiedOnly, $walletCatalog } from '../stores/walletCatalog';
import { $walletSearch, $walletSearchResults, type WalletSearchResults } from '../stores/walletCatalogSearch';
import { searchCss } from '../styles/searchCss';
import { walletCatalogCss } from '../styles/walletCatalogCss';
import { AllWalletsResults } from './AllWalletsResults';
import { WalletSearchField } from './walletList/WalletSearchField';

/** The polite status line: how many wallets the list or the search holds, or what is going on. */
function statusText(
  searching: boolean,
  search: ReturnType<typeof $walletSearch.get>,
  found: WalletSearchResults,
  catalog: ReturnType<typeof $walletCatalog.get>,
): string {
  if (searching) {
    if (search.status === 'searching') return walletsTexts.searching;
    if (search.status === 'failed') return walletsTexts.searchFailed;
    // No match: the empty state below says 'No wallet found'; the status line only counts.
    return walletsTexts.walletsFound(found.count);
  }
  if (catalog.status === 'failed' && catalog.wallets.length === 0) return walletsTexts.walletListFailed;
  if (catalog.count !== undefined) return walletsTexts.walletCount(catalog.count);
  return walletsTexts.loadingWallets;
}

/**
 * AllWallets: the whole wallet catalogue, 40 per page with endless scroll, a search over it
 * and a certified-only filter. Picking a wallet connects it when it is installed, else shows
 * how to get it.
 */
export function AllWalletsView() {
  const config = useStore($config);
  const certifiedOnly = useStore($certifiedOnly);
  const catalog = useStore($walletCatalog);
  const search = useStore($walletSearch);
  const found = useStore($walletSearchResults);
  const searching = search.query.trim() !== '';

  // Loads page 1 for this configuration and filter (kept when coming back from Downloads).
  useEffect(() => openWalletCatalog(), [config, certifiedOnly]);
  // Leaving AllWallets (not just covering it with Downloads) forgets the search.
  useEffect(() => () => {
    if (!$history.get().some((entry) => entry.view === 'AllWallets')) clearWalletSearch();
  }, []);

  return (
    <div className="wm-all-wallets">
      <div className="wm-search-row">
        <WalletSearchField query={search.query} />
        <button
          type="button"
          className="wm-chip"
          aria-pressed={certifiedOnly}
          onClick={() => setCertifiedOnly(!certifiedOnly)}
        >
          <Icon name="check" size={14} />
          {walletsTexts.certifiedOnly}
        </button>
      </div>
      <p className="wm-muted wm-results-status" role="status">
        {statusText(searching, search, found, catalog)}
      </p>
      <AllWalletsResults
        searching={searching}
        search={search}
        found={found}
        catalog={catalog}
        onMore={loadNextWalletPage}
        onRetrySearch={refreshWalletSearch}
      />
    </div>
  );
}

/** The CSS this view wears, for the modal's shadow root (the view manifest hands it over). */
export const sheets = [walletCatalogCss, searchCss];
