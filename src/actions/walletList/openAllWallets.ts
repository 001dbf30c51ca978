import { pushView } from '../../stores/router';
import { clearWalletSearch } from './searchWallets';

/** "All Wallets" on Connect: AllWallets with an empty search. */
export function openAllWallets(): void {
  clearWalletSearch();
  pushView('AllWallets');
}
