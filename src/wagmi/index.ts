/**
 * wallet-modal/wagmi: a wagmi connector over the modal. It imports the host's @wagmi/core and
 * viem and the package's main entry, never a copy of either.
 */
export { walletModal } from './walletModal';
export type { WalletModalParameters } from './walletModal';
