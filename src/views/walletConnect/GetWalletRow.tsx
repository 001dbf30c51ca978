import { walletsTexts } from '../../i18n/walletsTexts';
import type { WalletListEntry } from '../../services/walletList/WalletListEntry';
import { pushView } from '../../stores/router';
import { downloadLinksFor } from '../../utils/downloadLinks';
import { mobilePlatform } from '../../utils/mobilePlatform';

/** "Get {name}": to Downloads, when the wallet lists a link this visitor can install it from. */
export function GetWalletRow({ wallet }: { wallet: WalletListEntry | undefined }) {
  if (!wallet || downloadLinksFor(wallet, mobilePlatform()).length === 0) return null;
  return (
    <button type="button" className="wm-list-button" onClick={() => pushView('Downloads', { wallet })}>
      <span>{walletsTexts.getWallet({ name: wallet.name })}</span>
    </button>
  );
}
