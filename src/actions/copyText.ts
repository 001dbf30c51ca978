import { messages } from '../i18n/messages';
import { showToast } from '../stores/toast';

// Read when shown, in the language of then.
const TOASTS = {
  address: { copied: () => messages.addressCopied, failed: () => messages.copyFailed },
  link: { copied: () => messages.linkCopied, failed: () => messages.copyLinkFailed },
} as const;

/**
 * Copies an address or a pairing link and says whether it worked in a toast; a refused
 * clipboard is an explained failure, never an error page.
 */
export async function copyText(text: string, kind: keyof typeof TOASTS): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    showToast(TOASTS[kind].copied(), 'success');
    return true;
  } catch {
    showToast(TOASTS[kind].failed(), 'error');
    return false;
  }
}
