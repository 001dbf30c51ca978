import { messages } from '../i18n/messages';
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
    if (search.status === 'failed') return <StatusMessage title={messages.searchFailed} action={<RetryButton onRetry={onRetrySearch} />} />;
    if (search.status === 'done' && found.count === 0) {
      return <StatusMessage title={messages.noWalletFound} body={messages.noWalletFoundBody} />;
    }
    // Until the first answer, placeholders; later, the previous results stay while new ones load.
    if (search.resultsFor === '' && search.status === 'searching') return <SkeletonGrid />;
    return <WalletGrid installed={found.installed} wallets={found.catalogue} label={messages.searchResults} busy={search.status === 'searching'} />;
  }
  if (catalog.wallets.length === 0) {
    if (catalog.status === 'failed') return <StatusMessage title={messages.walletListFailed} action={<RetryButton onRetry={onMore} />} />;
    if (catalog.status === 'loaded') return <StatusMessage title={messages.noWalletFound} />;
    return <SkeletonGrid />;
  }
  return (
    <>
      <WalletGrid wallets={catalog.wallets} label={messages.allWallets} />
      {catalog.status === 'failed' ? (
        <StatusMessage title={messages.moreWalletsFailed} action={<RetryButton onRetry={onMore} />} />
      ) : catalog.hasMore ? (
        <LoadMoreSentinel onVisible={onMore} generation={catalog.wallets.length} />
      ) : null}
      {catalog.status === 'loading' ? <span className="wm-spinner wm-more-spinner" aria-hidden="true" /> : null}
    </>
  );
}
