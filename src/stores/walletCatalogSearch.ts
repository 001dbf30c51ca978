import { atom, computed } from 'nanostores';
import { viewForWalletSelection } from '../router/viewForWalletSelection';
import type { WalletListEntry } from '../services/walletList/WalletListEntry';
import { $connectors, type Connector } from './connectors';
import { $certifiedOnly } from './walletCatalog';

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

export interface WalletSearchResults {
  installed: readonly Connector[];
  catalogue: readonly WalletListEntry[];
  count: number;
}

/**
 * What the search of AllWallets shows, shown together with the service's answer: first the
 * wallets installed on this page whose name holds the query (only those the catalogue also
 * knows while "Certified only" is on, the badge being the catalogue's), then the service's
 * results. A result that is an installed wallet (the match picking a wallet uses: wallet-list
 * id or rdns) is shown once, as installed.
 */
export const $walletSearchResults = computed([$walletSearch, $connectors, $certifiedOnly], (search, connectors, certifiedOnly): WalletSearchResults => {
  const known = new Set<string>();
  const catalogue = search.results.filter((wallet) => {
    const route = viewForWalletSelection(wallet, connectors);
    if (route.view === 'ConnectingExternal') known.add(route.data.connectorId);
    return route.view !== 'ConnectingExternal';
  });
  const wanted = search.resultsFor.toLowerCase();
  const named = (name: string) => !certifiedOnly && wanted !== '' && name.toLowerCase().includes(wanted);
  const installed = connectors.filter((connector) => known.has(connector.id) || named(connector.name));
  return { installed, catalogue, count: installed.length + catalogue.length };
});
