import { Icon } from '../../components/Icon';

/**
 * The icon of a Connect row that has no wallet image (WalletConnect, All Wallets): a 32 px
 * tile like a wallet's image beside it, its mark as large in each.
 */
export function RowIcon({ name }: { name: 'walletConnect' | 'wallet' }) {
  return (
    <span className="wm-wallet-placeholder wm-row-icon" data-mark={name} aria-hidden="true">
      <Icon name={name} size={22} />
    </span>
  );
}
