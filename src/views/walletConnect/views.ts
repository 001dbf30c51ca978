import { walletConnectCss } from '../../styles/walletConnectCss';
export { ConnectingWalletConnectBasicView } from './ConnectingWalletConnectBasicView';
export { ConnectingWalletConnectView } from './ConnectingWalletConnectView';

/** The CSS these views wear, adopted as the chunk loads. */
export const sheets = [walletConnectCss];
