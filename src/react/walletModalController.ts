import { createWalletModal, type WalletModalController } from 'wallet-modal';

let controller: WalletModalController | undefined;

/**
 * The page's one controller, the same object `createWalletModal` gives the host. Asked for on
 * first use, in a handler or an effect, never while rendering: `createWalletModal` defines the
 * elements, which a server render has no registry for.
 */
export function walletModalController(): WalletModalController {
  return (controller ??= createWalletModal());
}
