import { embeddedTexts } from '../../i18n/embeddedTexts';
import { $emailLogin } from '../../stores/emailLogin';
import { showToast } from '../../stores/toast';
import { CONNECT_STEP_TIMEOUT_MS, RESEND_WAIT_MS } from './connectEmail';
import { failEmailLogin } from './failEmailLogin';
import { getSecureFrame } from './getSecureFrame';

/** Sends the code again, once the allowance rule's wait is over (the view shows the wait until then). */
export async function resendEmailCode(): Promise<void> {
  const { email, resendAt } = $emailLogin.get();
  if (!email || Date.now() < resendAt) return;
  $emailLogin.set({ ...$emailLogin.get(), error: undefined, resendAt: Date.now() + RESEND_WAIT_MS });
  try {
    const frame = await getSecureFrame();
    await frame.request('CONNECT_EMAIL', { email }, { timeoutMs: CONNECT_STEP_TIMEOUT_MS });
    showToast(embeddedTexts.codeResent, 'success');
  } catch (thrown) {
    failEmailLogin(thrown, 'otp');
  }
}
