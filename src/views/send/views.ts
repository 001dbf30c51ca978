export { WalletSendPreviewView } from './WalletSendPreviewView';
export { WalletSendSelectTokenView } from './WalletSendSelectTokenView';
export { WalletSendView } from './WalletSendView';
