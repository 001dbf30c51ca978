import type { WalletListEntry } from '../../services/walletList/WalletListEntry';
import { track } from '../../stores/events';
import { pushView, resetView } from '../../stores/router';
import { pairWalletConnect } from './pairWalletConnect';
import type { WalletConnectChoice } from './viaWalletConnect';

function choiceOf(wallet: WalletListEntry): WalletConnectChoice {
  return {
    id: wallet.id,
    name: wallet.name,
    image_id: wallet.image_id,
    mobile_link: wallet.mobile_link,
    desktop_link: wallet.desktop_link,
    webapp_link: wallet.webapp_link,
  };
}

/** A wallet app from the list: its QR code and links (ConnectingWalletConnect). */
export function openWalletConnectFor(wallet: WalletListEntry): void {
  track('SELECT_WALLET', { name: wallet.name, platform: 'qrcode' });
  pushView('ConnectingWalletConnect', { wallet });
  pairWalletConnect(choiceOf(wallet));
}

/**
 * The plain WalletConnect QR code for any wallet app (ConnectingWalletConnectBasic):
 * pushed from the Connect list, or as the first view when the modal opens on it.
 */
export function openWalletConnectQr({ asFirstView = false }: { asFirstView?: boolean } = {}): void {
  track('SELECT_WALLET', { name: 'WalletConnect', platform: 'qrcode' });
  if (asFirstView) resetView('ConnectingWalletConnectBasic');
  else pushView('ConnectingWalletConnectBasic');
  pairWalletConnect();
}
