import { atom } from 'nanostores';
import type { WalletListEntry } from '../services/walletList/WalletListEntry';

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The AllWallets catalogue, page by page (spec §9: 40 per page). */
export interface WalletCatalogState {
  /** The query these pages answer (configuration and filter); a new query starts over. */
  key: string;
  wallets: readonly WalletListEntry[];
  /** Pages loaded so far. */
  page: number;
  /** How many wallets AllWallets lets the visitor find for this query (on a phone, after the platform filter), once known. */
  count: number | undefined;
  hasMore: boolean;
  status: LoadStatus;
}

export const EMPTY_CATALOG: WalletCatalogState = { key: '', wallets: [], page: 0, count: undefined, hasMore: true, status: 'idle' };

export const $walletCatalog = atom<WalletCatalogState>(EMPTY_CATALOG);

/** The certified-badge filter of AllWallets (applies to the list and to search). */
export const $certifiedOnly = atom<boolean>(false);
