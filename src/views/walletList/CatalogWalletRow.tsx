import { selectCatalogWallet } from '../../actions/walletList/selectCatalogWallet';
import type { WalletListEntry } from '../../services/walletList/WalletListEntry';
import { WalletImage } from './WalletImage';

/** A catalogue wallet on Connect (featured or recommended): a row button named by the wallet. */
export function CatalogWalletRow({ wallet }: { wallet: WalletListEntry }) {
  return (
    <li>
      <button type="button" className="wm-list-button" data-wallet-id={wallet.id} onClick={() => selectCatalogWallet(wallet)}>
        <WalletImage imageId={wallet.image_id} size={32} />
        <span>{wallet.name}</span>
      </button>
    </li>
  );
}
