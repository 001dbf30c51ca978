import { Icon } from '../../components/Icon';
import { Logo } from '../../components/logos/Logo';

/**
 * The icon of a Connect row that has no wallet image (WalletConnect, All Wallets): a 32 px
 * tile like a wallet's image beside it. WalletConnect's is its logo, drawn over a tile of its
 * colour (so the tile reads as WalletConnect while the logo chunk loads); All Wallets' a wallet glyph.
 */
export function RowIcon({ name }: { name: 'walletConnect' | 'wallet' }) {
  return (
    <span className="wm-wallet-placeholder wm-row-icon" data-mark={name} aria-hidden="true">
      {name === 'walletConnect' ? <Logo name={name} size={32} /> : <Icon name={name} size={22} />}
    </span>
  );
}
