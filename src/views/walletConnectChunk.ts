/** The WalletConnect views, in a chunk of their own (with the QR encoder). */
export { ConnectingWalletConnectBasicView } from './walletConnect/ConnectingWalletConnectBasicView';
export { ConnectingWalletConnectView } from './walletConnect/ConnectingWalletConnectView';
