import type { WalletModalController } from 'wallet-modal';

/** Resolves after the page's own setup has run (the modal starts restoring an earlier visit's connection then). */
function afterPageSetup(): Promise<void> {
  return new Promise((resolve) => {
    const later = () => setTimeout(resolve, 0);
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', later, { once: true });
    else later();
  });
}

/**
 * Resolves once the modal is no longer restoring an earlier visit's connection (its account
 * reads `reconnecting` meanwhile), so that what it reports then is what the visitor has.
 */
export async function whenRestoreSettled(modal: WalletModalController): Promise<void> {
  await afterPageSetup();
  if (modal.stores.$account.get().status !== 'reconnecting') return;
  await new Promise<void>((resolve) => {
    const stop = modal.stores.$account.listen((account) => {
      if (account.status === 'reconnecting') return;
      stop();
      resolve();
    });
  });
}
