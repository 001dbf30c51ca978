import { $certifiedOnly } from '../../stores/walletCatalog';
import { openWalletCatalog } from './loadWalletPage';
import { refreshWalletSearch } from './searchWallets';

/** The certified-badge filter of AllWallets: the list starts over and a running search is redone. */
export function setCertifiedOnly(certifiedOnly: boolean): void {
  if ($certifiedOnly.get() === certifiedOnly) return;
  $certifiedOnly.set(certifiedOnly);
  openWalletCatalog();
  refreshWalletSearch();
}
