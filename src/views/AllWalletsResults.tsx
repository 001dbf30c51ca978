import { walletsTexts } from '../i18n/walletsTexts';
import type { WalletCatalogState } from '../stores/walletCatalog';
import type { WalletSearchResults, WalletSearchState } from '../stores/walletCatalogSearch';
import { LoadMoreSentinel } from './walletList/LoadMoreSentinel';
import { StatusMessage } from './walletList/StatusMessage';
import { WalletGrid } from './walletList/WalletGrid';
import { RetryButton } from '../components/RetryButton';

export interface AllWalletsResultsProps {
  searching: boolean;
  search: WalletSearchState;
  /** What the search found: installed wallets, then the service's. */
  found: WalletSearchResults;
  catalog: WalletCatalogState;
  onMore(): void;
  onRetrySearch(): void;
}

/** Placeholder tiles while the first page is on its way, so the layout does not jump. */
function SkeletonGrid() {
  return (
    <ul className="wm-grid" aria-hidden="true">
      {Array.from({ length: 12 }, (_, index) => (
        <li key={index} className="wm-tile-item">
          <span className="wm-tile wm-skeleton" />
        </li>
      ))}
    </ul>
  );
}

/** The part of AllWallets under the search field: search results, or the catalogue pages. */
export function AllWalletsResults({ searching, search, found, catalog, onMore, onRetrySearch }: AllWalletsResultsProps) {
  if (searching) {
    if (search.status === 'failed') return <StatusMessage title={walletsTexts.searchFailed} action={<RetryButton onRetry={onRetrySearch} />} />;
    if (search.status === 'done' && found.count === 0) {
      return <StatusMessage title={walletsTexts.noWalletFound} body={walletsTexts.noWalletFoundBody} />;
    }
    // Until the first answer, placeholders; later, the previous results stay while new ones load.
    if (search.resultsFor === '' && search.status === 'searching') return <SkeletonGrid />;
    return <WalletGrid installed={found.installed} wallets={found.catalogue} label={walletsTexts.searchResults} busy={search.status === 'searching'} />;
  }
  if (catalog.wallets.length === 0) {
    if (catalog.status === 'failed') return <StatusMessage title={walletsTexts.walletListFailed} action={<RetryButton onRetry={onMore} />} />;
    if (catalog.status === 'loaded') return <StatusMessage title={walletsTexts.noWalletFound} />;
    return <SkeletonGrid />;
  }
  return (
    <>
      <WalletGrid wallets={catalog.wallets} label={walletsTexts.allWallets} />
      {catalog.status === 'failed' ? (
        <StatusMessage title={walletsTexts.moreWalletsFailed} action={<RetryButton onRetry={onMore} />} />
      ) : catalog.hasMore ? (
        <LoadMoreSentinel onVisible={onMore} generation={catalog.wallets.length} />
      ) : null}
      {catalog.status === 'loading' ? <span className="wm-spinner wm-more-spinner" aria-hidden="true" /> : null}
    </>
  );
}
