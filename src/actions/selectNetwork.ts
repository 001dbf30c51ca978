import { BaseError } from '../errors/BaseError';
import { messages } from '../i18n/messages';
import { $modalState } from '../stores/modal';
import { showToast } from '../stores/toast';
import { goBack } from './goBack';
import { switchNetwork } from './switchNetwork';

/**
 * A visitor picked a network in the modal. On success the view goes back (or the modal
 * has closed, see switchNetwork); on failure it goes back one view and says why (spec §2).
 */
export async function selectNetwork(caipNetworkId: string): Promise<void> {
  try {
    await switchNetwork(caipNetworkId);
    if ($modalState.get().open) goBack();
  } catch (error) {
    goBack();
    const reason = error instanceof BaseError ? error.shortMessage : messages.switchNetworkFailed;
    showToast(reason, 'error');
  }
}
