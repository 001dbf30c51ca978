import { atom, computed } from 'nanostores';
import type { WalletListEntry } from '../services/walletList/WalletListEntry';
import { $connectors } from './connectors';
import type { LoadStatus } from './walletCatalog';

/** Featured and recommended wallets for Connect, as loaded. */
export interface ConnectWalletsState {
  /** The configuration they were loaded for. */
  key: string;
  status: LoadStatus;
  /** Featured wallets in the configured order (spec §9: at most 4). */
  featured: readonly WalletListEntry[];
  /** Page 1 of the catalogue, 4 entries, without featured and installed wallets. */
  recommended: readonly WalletListEntry[];
  /** How many wallets AllWallets (no filter) lets the visitor find, the number it shows itself, once known. */
  count: number | undefined;
}

export const $connectWallets = atom<ConnectWalletsState>({ key: '', status: 'idle', featured: [], recommended: [], count: undefined });

/**
 * What Connect lists after the wallets on this page, in the connector order of spec §1
 * (featured, then recommended). A wallet already listed as injected (same rdns) is left out,
 * also when it announces itself after the list was loaded.
 */
export const $connectCatalog = computed([$connectWallets, $connectors], (state, connectors) => {
  const installed = new Set(connectors.map((connector) => connector.info.rdns));
  const notInstalled = (wallet: WalletListEntry) => !wallet.rdns || !installed.has(wallet.rdns);
  const featured = state.featured.filter(notInstalled);
  const featuredIds = new Set(state.featured.map((wallet) => wallet.id));
  const recommended = state.recommended.filter((wallet) => notInstalled(wallet) && !featuredIds.has(wallet.id));
  return { featured, recommended, count: state.count, status: state.status };
});
