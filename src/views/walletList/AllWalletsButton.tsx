import { openAllWallets } from '../../actions/walletList/openAllWallets';
import { walletsTexts } from '../../i18n/walletsTexts';
import { VIEW_MANIFEST } from '../../router/viewManifest';
import { RowIcon } from './RowIcon';

// Most visitors pick a wallet on Connect and never need AllWallets' chunk: it loads when one points at it.
const preload = () => void VIEW_MANIFEST.AllWallets.load().catch(() => undefined);

/**
 * "All Wallets" on Connect, with the catalogue count beside it once known. Its accessible
 * name is its visible text, count included (WCAG 2.5.3: what is seen is what is named).
 */
export function AllWalletsButton({ count }: { count: number | undefined }) {
  return (
    <button type="button" className="wm-list-button" onClick={openAllWallets} onPointerEnter={preload} onFocus={preload}>
      <RowIcon name="wallet" />
      <span>{walletsTexts.allWallets}</span>
      {count === undefined ? null : <span className="wm-end wm-count">{` ${walletsTexts.walletCount(count)}`}</span>}
    </button>
  );
}
