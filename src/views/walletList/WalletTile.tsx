import { memo } from 'react';
import { Icon } from '../../components/Icon';
import type { WalletListEntry } from '../../services/walletList/WalletListEntry';
import { WalletImage } from './WalletImage';

export interface WalletTileProps {
  wallet: WalletListEntry;
  onSelect(wallet: WalletListEntry): void;
}

/**
 * One wallet of the catalogue grid: a button named by the wallet's name, which renders as
 * text only. Memoised: appending a page leaves the tiles already shown alone.
 */
export const WalletTile = memo(function WalletTile({ wallet, onSelect }: WalletTileProps) {
  const certified = wallet.badge_type === 'certified';
  return (
    <li className="wm-tile-item">
      <button type="button" className="wm-tile" data-wallet-id={wallet.id} data-certified={certified ? 'true' : undefined} onClick={() => onSelect(wallet)}>
        <WalletImage imageId={wallet.image_id} />
        <span className="wm-tile-name">{wallet.name}</span>
        {certified ? (
          <span className="wm-tile-badge">
            <Icon name="check" size={10} />
          </span>
        ) : null}
      </button>
    </li>
  );
});
