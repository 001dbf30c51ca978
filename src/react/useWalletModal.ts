import { stores, type OpenModalOptions, type ViewName } from 'wallet-modal';
import { useReadonlyStore } from './useReadonlyStore';
import { walletModalController } from './walletModalController';

export interface UseWalletModalResult {
  /** Opens the modal (on `options.view`, else where a visitor starts); settles once it is shown. */
  open(options?: OpenModalOptions): Promise<void>;
  close(): void;
  isOpen: boolean;
  /** The view on top (`Connect`, `Account`, `Networks`, …). */
  view: ViewName;
  loading: boolean;
}

const open = (options?: OpenModalOptions) => walletModalController().open(options);
const close = () => walletModalController().close();

/** Opens and closes the modal, and reads whether it is open and on which view. */
export function useWalletModal(): UseWalletModalResult {
  const modal = useReadonlyStore(stores.$modal);
  return { open, close, isOpen: modal.open, view: modal.view, loading: modal.loading };
}
