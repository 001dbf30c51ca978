import { copyTexts } from '../i18n/copyTexts';
import { showToast } from '../stores/toast';

// Read when shown, in the language of then.
const TOASTS = {
  address: { copied: () => copyTexts.addressCopied, failed: () => copyTexts.copyFailed },
  link: { copied: () => copyTexts.linkCopied, failed: () => copyTexts.copyLinkFailed },
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
