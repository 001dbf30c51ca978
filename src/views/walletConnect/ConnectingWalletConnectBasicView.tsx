import { isMobile } from '../../utils/isMobile';
import { PairingPanel } from './PairingPanel';
import { PhoneWalletChoices } from './PhoneWalletChoices';

/** ConnectingWalletConnectBasic: the plain WalletConnect QR code, for any wallet app; on a phone, the wallet apps to open. */
export function ConnectingWalletConnectBasicView() {
  return isMobile() ? <PhoneWalletChoices /> : <PairingPanel walletName={undefined} />;
}
