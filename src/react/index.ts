/**
 * wallet-modal/react: hooks over the modal's public stores and controller, and the two
 * elements as components, and React 19's JSX types of the two elements. React is the page's own; the modal is the `wallet-modal` entry's,
 * so there is one modal state however many components read it. Importing it lends the page's
 * React to the modal's tree (shareHostReact), so the page has one React.
 */
import './shareHostReact';
export { useWalletModal } from './useWalletModal';
export type { UseWalletModalResult } from './useWalletModal';
export { useWalletAccount } from './useWalletAccount';
export type { WalletAccount } from './useWalletAccount';
export { useWalletNetwork } from './useWalletNetwork';
export type { UseWalletNetworkResult } from './useWalletNetwork';
export { useWalletEvents } from './useWalletEvents';
export { useWalletProvider } from './useWalletProvider';
export { WalletModal } from './WalletModal';
export type { WalletModalAttributeProps, WalletModalEventHandlerProps, WalletModalProps } from './WalletModal';
export { WalletButton } from './WalletButton';
export type { WalletButtonProps } from './WalletButton';
export type { WalletButtonCustomProps, WalletButtonRenderProps } from './WalletButtonCustom';
export type { WalletButtonJsxProps, WalletModalJsxProps } from './jsxElements';
