export { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasicView';
export { ConnectingWalletConnectView } from './ConnectingWalletConnectView';
