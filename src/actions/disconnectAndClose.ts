import { closeModal } from './closeModal';
import { disconnect } from './disconnect';
import { messages } from '../i18n/messages';
import { showToast } from '../stores/toast';

/**
 * The Account view's Disconnect: the visitor is done with the modal, so it closes first, while
 * Account is still what it shows (never Connect for a moment while the wallet is told), and the
 * connection ends after. A page that opens the modal again on the way (when the account reads
 * disconnected, or on `disconnect`) keeps it open: nothing closes it after.
 */
export async function disconnectAndClose(): Promise<void> {
  closeModal();
  // A disconnect whose code did not come (offline): said, rather than an error on the page.
  await disconnect().catch(() => showToast(messages.somethingWentWrong, 'error'));
}
