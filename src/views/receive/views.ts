export { WalletCompatibleNetworksView } from './WalletCompatibleNetworksView';
export { WalletReceiveView } from './WalletReceiveView';
