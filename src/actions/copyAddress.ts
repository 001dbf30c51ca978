import { messages } from '../i18n/messages';
import { showToast } from '../stores/toast';

/** Copies an address and says whether it worked; a refused clipboard is not an error page. */
export async function copyAddress(address: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(address);
    showToast(messages.addressCopied, 'success');
    return true;
  } catch {
    showToast(messages.copyFailed, 'error');
    return false;
  }
}
