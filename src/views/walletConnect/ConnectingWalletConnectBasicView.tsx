import { PairingPanel } from './PairingPanel';

/** ConnectingWalletConnectBasic: the plain WalletConnect QR code, for any wallet app. */
export function ConnectingWalletConnectBasicView() {
  return <PairingPanel walletName={undefined} />;
}
