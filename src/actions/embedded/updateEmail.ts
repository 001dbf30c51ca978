import { errorMessage } from '../../i18n/errorMessage';
import { toWalletError } from '../../errors/toWalletError';
import { embeddedTexts } from '../../i18n/embeddedTexts';
import { setEmbeddedEmail } from '../../services/storage/embeddedWalletKeys';
import { $emailUpdate, idleEmailUpdate } from '../../stores/emailUpdate';
import { $embeddedUser } from '../../stores/embeddedUser';
import { pushView, replaceView, resetView } from '../../stores/router';
import { showToast } from '../../stores/toast';
import { isValidEmail } from '../../utils/isValidEmail';
import { shakeModal } from '../shakeModal';
import { CONNECT_STEP_TIMEOUT_MS } from './connectEmail';
import { getSecureFrame } from './getSecureFrame';

const fail = (thrown: unknown, status: 'failed' | 'primary' | 'secondary') =>
  $emailUpdate.set({ ...$emailUpdate.get(), status, error: () => errorMessage(toWalletError(thrown)) });

/**
 * Changes the embedded wallet's email (spec §5: a valid address): the frame mails a code to
 * the current address (UpdateEmailPrimaryOtp), then one to the new address
 * (UpdateEmailSecondaryOtp); once both are confirmed the new email is the user's.
 */
export async function updateEmail(email: string): Promise<void> {
  const newEmail = email.trim();
  if (!isValidEmail(newEmail)) {
    $emailUpdate.set({ newEmail, status: 'failed', error: () => embeddedTexts.invalidEmail });
    shakeModal();
    return;
  }
  $emailUpdate.set({ newEmail, status: 'sending', error: undefined });
  try {
    const frame = await getSecureFrame();
    await frame.request('UPDATE_EMAIL', { email: newEmail }, { timeoutMs: CONNECT_STEP_TIMEOUT_MS });
    $emailUpdate.set({ newEmail, status: 'primary', error: undefined });
    pushView('UpdateEmailPrimaryOtp');
  } catch (thrown) {
    fail(thrown, 'failed');
  }
}

/** The code mailed to the current address. */
export async function confirmPrimaryEmailCode(otp: string): Promise<void> {
  $emailUpdate.set({ ...$emailUpdate.get(), status: 'verifying', error: undefined });
  try {
    const frame = await getSecureFrame();
    await frame.request('UPDATE_EMAIL_PRIMARY_OTP', { otp }, { timeoutMs: CONNECT_STEP_TIMEOUT_MS });
    $emailUpdate.set({ ...$emailUpdate.get(), status: 'secondary' });
    replaceView('UpdateEmailSecondaryOtp');
  } catch (thrown) {
    fail(thrown, 'primary');
  }
}

/** The code mailed to the new address: the change is done, and Account shows the new email. */
export async function confirmSecondaryEmailCode(otp: string): Promise<void> {
  $emailUpdate.set({ ...$emailUpdate.get(), status: 'verifying', error: undefined });
  try {
    const frame = await getSecureFrame();
    const answer = await frame.request<{ newEmail?: unknown }>('UPDATE_EMAIL_SECONDARY_OTP', { otp }, { timeoutMs: CONNECT_STEP_TIMEOUT_MS });
    const confirmed = isValidEmail(answer?.newEmail) ? answer.newEmail : $emailUpdate.get().newEmail;
    if (confirmed) {
      setEmbeddedEmail(confirmed);
      const user = $embeddedUser.get();
      $embeddedUser.set({ ...user, email: confirmed, userName: user?.userName });
    }
    $emailUpdate.set(idleEmailUpdate);
    resetView('Account');
    showToast(embeddedTexts.emailUpdated, 'success');
  } catch (thrown) {
    fail(thrown, 'secondary');
  }
}
