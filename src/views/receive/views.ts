import { walletConnectCss } from '../../styles/walletConnectCss';
export { WalletCompatibleNetworksView } from './WalletCompatibleNetworksView';
export { WalletReceiveView } from './WalletReceiveView';

/** The CSS these views wear (the pairing views' QR frame), adopted as the chunk loads. */
export const sheets = [walletConnectCss];
