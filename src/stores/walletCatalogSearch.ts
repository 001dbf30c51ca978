import { atom } from 'nanostores';
import type { WalletListEntry } from '../services/walletList/WalletListEntry';

/** Search in AllWallets: what the visitor typed and what the service answered. */
export interface WalletSearchState {
  query: string;
  /** idle: no query; searching: waiting (debounce, request, minimum wait); done or failed. */
  status: 'idle' | 'searching' | 'done' | 'failed';
  results: readonly WalletListEntry[];
  /** The query the results answer. */
  resultsFor: string;
}

export const EMPTY_SEARCH: WalletSearchState = { query: '', status: 'idle', results: [], resultsFor: '' };

export const $walletSearch = atom<WalletSearchState>(EMPTY_SEARCH);
