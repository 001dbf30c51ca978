import { atom } from 'nanostores';
import { addRecentWallet, getRecentWallets, type RecentWallet, type RecentWalletInput } from '../services/storage/recentWallets';

/** The last wallets used (at most 2, newest first), as stored. */
export const $recentWallets = atom<readonly RecentWallet[]>([]);

export function loadRecentWallets(): void {
  $recentWallets.set(getRecentWallets());
}

export function rememberWallet(wallet: RecentWalletInput): void {
  $recentWallets.set(addRecentWallet(wallet));
}
