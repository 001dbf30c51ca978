import { messages } from '../../i18n/messages';
import { showToast } from '../../stores/toast';

/** Copies the pairing URI, for wallets that take a pasted link. */
export async function copyPairingLink(uri: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(uri);
    showToast(messages.linkCopied, 'success');
    return true;
  } catch {
    showToast(messages.copyLinkFailed, 'error');
    return false;
  }
}
