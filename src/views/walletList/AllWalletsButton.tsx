import { useId } from 'react';
import { openAllWallets } from '../../actions/walletList/openAllWallets';
import { Icon } from '../../components/Icon';
import { messages } from '../../i18n/messages';
import { loadAllWalletsView } from '../allWalletsChunk';

const preload = () => void loadAllWalletsView().catch(() => undefined);

/** "All Wallets" on Connect, named so, with the catalogue count beside it once known. */
export function AllWalletsButton({ count }: { count: number | undefined }) {
  const labelId = useId();
  const countId = useId();
  return (
    <button
      type="button"
      className="wm-list-button"
      aria-labelledby={labelId}
      aria-describedby={count === undefined ? undefined : countId}
      onClick={openAllWallets}
      onPointerEnter={preload}
      onFocus={preload}
    >
      <span className="wm-wallet-placeholder" aria-hidden="true" style={{ width: 32, height: 32 }}>
        <Icon name="wallet" size={16} />
      </span>
      <span id={labelId}>{messages.allWallets}</span>
      {count === undefined ? null : (
        <span id={countId} className="wm-end wm-count">
          {messages.walletCount(count)}
        </span>
      )}
    </button>
  );
}
